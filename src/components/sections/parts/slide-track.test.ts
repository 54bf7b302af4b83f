import { describe, expect, it } from 'vitest';
import { forwards, initialTrack, trackReducer, type Track, type TrackAction } from './slide-track';

const run = (state: Track, ...actions: TrackAction[]) => actions.reduce(trackReducer, state);
const move = (state: Track, direction: 1 | -1) => run(state, { type: 'prepare', direction }, { type: 'commit' });

describe('trackReducer', () => {
  it('starts on slide 1 with the others hidden to its right', () => {
    const track = initialTrack(4);
    expect(track.selected).toBe(0);
    expect(track.places.map((p) => [p.x, p.shown])).toEqual([
      [0, true],
      [1, false],
      [1, false],
      [1, false],
    ]);
  });

  it('places the arriving slide beside the shown one without animation before it moves', () => {
    const prepared = run(initialTrack(4), { type: 'prepare', direction: -1 });
    expect(prepared.pending).toEqual({ target: 3, direction: -1 });
    expect(prepared.places[3]).toEqual({ x: -1, shown: true, animate: false });
    expect(prepared.selected).toBe(0);
  });

  it('animates only the leaving and the arriving slide', () => {
    const track = move(initialTrack(4), 1);
    expect(track.selected).toBe(1);
    expect(track.places[0]).toEqual({ x: -1, shown: true, animate: true });
    expect(track.places[1]).toEqual({ x: 0, shown: true, animate: true });
    expect(track.places[2]!.shown).toBe(false);
    expect(track.places[3]!.shown).toBe(false);
  });

  it('wraps forwards from the last slide to the first: the first arrives from the right', () => {
    let track = initialTrack(4);
    for (let i = 0; i < 3; i++) track = move(track, 1);
    expect(track.selected).toBe(3);
    const prepared = run(track, { type: 'prepare', direction: 1 });
    expect(prepared.places[0]).toEqual({ x: 1, shown: true, animate: false });
    const moved = run(prepared, { type: 'commit' });
    expect(moved.selected).toBe(0);
    expect(moved.places[3]).toEqual({ x: -1, shown: true, animate: true });
    expect(moved.places.filter((p) => p.shown)).toHaveLength(2);
  });

  it('with two slides, the other slide comes from whichever side the move asks for', () => {
    const next = move(initialTrack(2), 1);
    expect(next.places[0]!.x).toBe(-1);
    const back = run(next, { type: 'prepare', direction: 1 });
    expect(back.places[0]).toEqual({ x: 1, shown: true, animate: false });
  });

  it('a swipe shows the neighbour on the side the finger pulls from; a short one springs back', () => {
    const dragged = run(initialTrack(4), { type: 'drag', dx: 30 });
    expect(dragged.drag).toBe(30);
    expect(dragged.places[3]).toEqual({ x: -1, shown: true, animate: false });
    const released = run(dragged, { type: 'release' });
    expect(released.drag).toBeNull();
    expect(released.places[3]).toEqual({ x: -1, shown: false, animate: true });
    expect(released.places[0]).toEqual({ x: 0, shown: true, animate: true });
  });

  it('right to left, a finger moving right pulls in the next slide from the left (the inline end)', () => {
    const dragged = run(initialTrack(4), { type: 'drag', dx: 30, rtl: true });
    expect(dragged.drag).toBe(30);
    expect(dragged.places[1]).toEqual({ x: 1, shown: true, animate: false });
    expect(dragged.places[3]!.shown).toBe(false);
    const back = run(initialTrack(4), { type: 'drag', dx: -30, rtl: true });
    expect(back.places[3]).toEqual({ x: -1, shown: true, animate: false });
  });

  it('a swipe moves on when the finger travels towards the inline start', () => {
    expect(forwards(-50, false)).toBe(true);
    expect(forwards(50, false)).toBe(false);
    expect(forwards(50, true)).toBe(true);
    expect(forwards(-50, true)).toBe(false);
  });

  it('a long swipe keeps the finger offset until the move starts, then clears it', () => {
    const prepared = run(initialTrack(4), { type: 'drag', dx: -80 }, { type: 'prepare', direction: 1 });
    expect(prepared.drag).toBe(-80);
    expect(prepared.places[1]).toEqual({ x: 1, shown: true, animate: false });
    const moved = run(prepared, { type: 'commit' });
    expect(moved.drag).toBeNull();
    expect(moved.selected).toBe(1);
  });
});
