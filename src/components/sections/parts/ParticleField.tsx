import { useEffect, useRef } from 'react';
import { cn } from '~/lib/cn';

/** One particle per 20px of window width, links drawn under 100px. */
export const PARTICLE_SPACING = 20;
export const LINK_DISTANCE = 100;

type Particle = { x: number; y: number; vx: number; vy: number; r: number };

/** Number of particles for a window this wide. */
export function particleCount(windowWidth: number): number {
  return Math.max(0, Math.floor(windowWidth / PARTICLE_SPACING));
}

const SPEED = 18; // px per second
/**
 * How long the particles drift before they come to rest for good: motion that lasts no longer
 * than 5 s needs no pause control (WCAG 2.2.2, issue 46). Counted while it draws (on screen, the
 * tab in sight).
 */
export const MOTION_MS = 5000;
/** Drawn at most 30 times a second: the drift is slow, and it halves the work of a 60 Hz screen. */
const FRAME_MS = 1000 / 30;
const LINK_ALPHA_STEPS = 4;

/**
 * The drifting network behind a media hero (`backdrop: particles`). Draws only while on screen and while the tab
 * is visible, for 5 s in all, then holds its last frame; redraws on resize; holds one still frame
 * when the visitor prefers reduced motion. The canvas reports its state in `data-particles` and
 * `data-running` (used by tests).
 */
export function ParticleField({ className }: { className?: string }) {
  const ref = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    let particles: Particle[] = [];
    let width = 0;
    let height = 0;
    let frame = 0;
    let last = 0;
    let onScreen = false;
    // Motion starts once the browser is idle after loading, so it never competes with hydration.
    let idle = false;
    /** How long it has moved, and whether it is done for good. */
    let moved = 0;
    let rested = false;

    const spawn = (): Particle => {
      const angle = Math.random() * Math.PI * 2;
      const speed = SPEED * (0.4 + Math.random() * 0.6);
      return {
        x: Math.random() * width,
        y: Math.random() * height,
        vx: Math.cos(angle) * speed,
        vy: Math.sin(angle) * speed,
        r: 1 + Math.random() * 1.4,
      };
    };

    // Line end points per opacity step, reused every frame so drawing allocates nothing.
    let lines: Float32Array[] = [];
    const lineCounts = new Uint32Array(LINK_ALPHA_STEPS);
    const strokes = Array.from({ length: LINK_ALPHA_STEPS }, (_, step) => `rgba(53, 179, 190, ${((step + 1) / LINK_ALPHA_STEPS) * 0.45})`);

    const draw = () => {
      ctx.clearRect(0, 0, width, height);
      // Links, batched into a few opacity steps: one stroke call per step, not per line.
      lineCounts.fill(0);
      for (let i = 0; i < particles.length; i++) {
        const a = particles[i]!;
        for (let j = i + 1; j < particles.length; j++) {
          const b = particles[j]!;
          const dx = a.x - b.x;
          const dy = a.y - b.y;
          if (dx > LINK_DISTANCE || dx < -LINK_DISTANCE || dy > LINK_DISTANCE || dy < -LINK_DISTANCE) continue;
          const squared = dx * dx + dy * dy;
          if (squared >= LINK_DISTANCE * LINK_DISTANCE) continue;
          const step = Math.min(LINK_ALPHA_STEPS - 1, Math.floor((1 - Math.sqrt(squared) / LINK_DISTANCE) * LINK_ALPHA_STEPS));
          const bucket = lines[step]!;
          const at = lineCounts[step]!;
          bucket[at] = a.x;
          bucket[at + 1] = a.y;
          bucket[at + 2] = b.x;
          bucket[at + 3] = b.y;
          lineCounts[step] = at + 4;
        }
      }
      ctx.lineWidth = 1;
      for (let step = 0; step < LINK_ALPHA_STEPS; step++) {
        const count = lineCounts[step]!;
        if (!count) continue;
        const bucket = lines[step]!;
        ctx.strokeStyle = strokes[step]!;
        ctx.beginPath();
        for (let k = 0; k < count; k += 4) {
          ctx.moveTo(bucket[k]!, bucket[k + 1]!);
          ctx.lineTo(bucket[k + 2]!, bucket[k + 3]!);
        }
        ctx.stroke();
      }
      ctx.fillStyle = 'rgba(168, 230, 234, 0.85)';
      ctx.beginPath();
      for (const p of particles) {
        ctx.moveTo(p.x + p.r, p.y);
        ctx.arc(p.x, p.y, p.r, 0, Math.PI * 2);
      }
      ctx.fill();
    };

    const move = (seconds: number) => {
      for (const p of particles) {
        p.x += p.vx * seconds;
        p.y += p.vy * seconds;
        if (p.x < 0 || p.x > width) p.vx = -p.vx;
        if (p.y < 0 || p.y > height) p.vy = -p.vy;
        p.x = Math.min(Math.max(p.x, 0), width);
        p.y = Math.min(Math.max(p.y, 0), height);
      }
    };

    const loop = (time: number) => {
      if (last && time - last < FRAME_MS - 2) {
        frame = requestAnimationFrame(loop);
        return;
      }
      // Cap the step so a long pause does not fling particles across the canvas.
      const elapsed = last ? time - last : 0;
      const seconds = Math.min(elapsed / 1000, 0.1);
      last = time;
      move(seconds);
      draw();
      moved += elapsed;
      if (moved >= MOTION_MS) {
        rested = true;
        frame = 0;
        sync();
        return;
      }
      frame = requestAnimationFrame(loop);
    };

    const sync = () => {
      const run = idle && !rested && onScreen && !document.hidden && !reduced.matches;
      if (run && !frame) {
        last = 0;
        frame = requestAnimationFrame(loop);
      } else if (!run && frame) {
        cancelAnimationFrame(frame);
        frame = 0;
      }
      canvas.dataset.running = String(run);
    };

    const resize = () => {
      const box = canvas.getBoundingClientRect();
      width = box.width;
      height = box.height;
      // One canvas pixel per CSS pixel: faint lines need no retina sharpness, and it keeps each
      // frame cheap on phones with 2-3x screens.
      canvas.width = Math.round(width);
      canvas.height = Math.round(height);
      const count = particleCount(window.innerWidth);
      while (particles.length < count) particles.push(spawn());
      particles = particles.slice(0, count);
      // Room for every pair in every step: at most n(n-1)/2 links of 4 numbers each.
      const room = ((count * (count - 1)) / 2) * 4;
      if (!lines.length || lines[0]!.length < room) lines = Array.from({ length: LINK_ALPHA_STEPS }, () => new Float32Array(room));
      move(0);
      canvas.dataset.particles = String(count);
      draw();
    };

    let resizeFrame = 0;
    const onResize = () => {
      cancelAnimationFrame(resizeFrame);
      resizeFrame = requestAnimationFrame(resize);
    };

    resize();
    const sizeObserver = new ResizeObserver(onResize);
    sizeObserver.observe(canvas);
    const viewObserver = new IntersectionObserver((entries) => {
      onScreen = entries.some((entry) => entry.isIntersecting);
      sync();
    });
    viewObserver.observe(canvas);
    window.addEventListener('resize', onResize);
    document.addEventListener('visibilitychange', sync);
    reduced.addEventListener('change', sync);
    sync();
    const wake = () => {
      idle = true;
      sync();
    };
    const hasIdle = typeof window.requestIdleCallback === 'function';
    const idleHandle = hasIdle ? window.requestIdleCallback(wake, { timeout: 2000 }) : window.setTimeout(wake, 1000);

    return () => {
      if (hasIdle) window.cancelIdleCallback(idleHandle);
      else window.clearTimeout(idleHandle);
      cancelAnimationFrame(frame);
      cancelAnimationFrame(resizeFrame);
      sizeObserver.disconnect();
      viewObserver.disconnect();
      window.removeEventListener('resize', onResize);
      document.removeEventListener('visibilitychange', sync);
      reduced.removeEventListener('change', sync);
    };
  }, []);

  return <canvas ref={ref} aria-hidden="true" className={cn('pointer-events-none absolute inset-0 -z-10 size-full', className)} />;
}
