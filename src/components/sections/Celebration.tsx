import { useEffect, useState } from 'react';
import { toast } from '~/lib/toast';
import { Toaster } from '~/components/ui/Toaster';
import type { SectionProps } from './types';

/** Toast 5000 ms; confetti every 250 ms for 5 s, up to 50 particles a burst. */
export const TOAST_MS = 5000;
export const CONFETTI_MS = 5000;
export const CONFETTI_EVERY_MS = 250;
export const CONFETTI_MAX = 50;
/** canvas-confetti's defaults, stated so a library upgrade cannot change them. */
const BURST = { angle: 90, spread: 45, ticks: 200, zIndex: 100, disableForReducedMotion: true } as const;
/** How long the last burst's pieces take to fall: 200 ticks at 60 frames a second, and a margin. */
const FALL_MS = 4000;
const CORNERS = [
  { x: 0.1, y: 0 },
  { x: 0.9, y: 0 },
] as const;

type Status = { state: 'idle' | 'off' | 'running' | 'done'; bursts: number; particles: number };

/**
 * An arrival celebration: a 5 s toast, and confetti from both upper corners with the particle
 * count fading out. canvas-confetti is imported here, dynamically, so only a page that lists this
 * kind ships it; visitors who prefer reduced motion get the toast and no confetti (nothing
 * loaded). A hidden marker reports the confetti state for tests.
 */
export function Celebration({ section: { title, description } }: SectionProps<'celebration'>) {
  const [status, setStatus] = useState<Status>({ state: 'idle', bursts: 0, particles: 0 });

  useEffect(() => {
    const id = toast.success(title, { id: 'funding-secured', description, duration: TOAST_MS });
    return () => {
      toast.dismiss(id);
    };
  }, [title, description]);

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      setStatus({ state: 'off', bursts: 0, particles: 0 });
      return;
    }
    let cancelled = false;
    let timer = 0;
    let reset: (() => void) | undefined;
    // Its own canvas, over the page but inside its main landmark and hidden from assistive
    // technology: the library's would sit on <body>, outside every landmark (axe: region).
    const canvas = document.createElement('canvas');
    canvas.setAttribute('aria-hidden', 'true');
    canvas.style.cssText = `position:fixed;inset:0;width:100%;height:100%;pointer-events:none;z-index:${BURST.zIndex}`;
    void import('canvas-confetti').then(({ default: library }) => {
      if (cancelled) return;
      (document.getElementById('main') ?? document.body).append(canvas);
      const confetti = library.create(canvas, { resize: true, useWorker: true });
      reset = () => {
        confetti.reset();
        canvas.remove();
      };
      const end = Date.now() + CONFETTI_MS;
      let bursts = 0;
      const fire = () => {
        const left = end - Date.now();
        if (left <= 0) {
          window.clearInterval(timer);
          setStatus((current) => ({ ...current, state: 'done' }));
          // Once the last pieces have fallen, the canvas goes.
          window.setTimeout(() => reset?.(), FALL_MS);
          return;
        }
        const particleCount = Math.max(1, Math.round(CONFETTI_MAX * (left / CONFETTI_MS)));
        for (const origin of CORNERS) void confetti({ ...BURST, particleCount, origin });
        bursts += 1;
        setStatus({ state: 'running', bursts, particles: particleCount });
      };
      fire();
      timer = window.setInterval(fire, CONFETTI_EVERY_MS);
    });
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      reset?.();
    };
  }, []);

  return (
    <>
      <Toaster />
      <span hidden data-testid="confetti" data-state={status.state} data-bursts={status.bursts} data-particles={status.particles} />
    </>
  );
}
