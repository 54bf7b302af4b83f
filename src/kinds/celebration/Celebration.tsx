import { useEffect, useState } from 'react';
import { toast } from '~/lib/toast';
import { ToastText, toastCard, Toaster } from '~/components/ui/Toaster';
import { cn } from '~/lib/cn';
import type { SectionProps } from '~/components/sections/types';
import { SectionShell } from '~/components/sections/parts/Section';

/** Toast 5000 ms; confetti every 250 ms for 5 s, up to 50 particles a burst. */
export const TOAST_MS = 5000;
export const CONFETTI_MS = 5000;
export const CONFETTI_EVERY_MS = 250;
export const CONFETTI_MAX = 50;
/** canvas-confetti's defaults, stated so a library upgrade cannot change them. */
const BURST = { angle: 90, spread: 45, ticks: 200, disableForReducedMotion: true } as const;
/** canvas-confetti counts a piece's life in frames, 60 a second. */
const TICKS_PER_SECOND = 60;
/**
 * Under the sticky header (z-index 50), never over it (issue 43), and over the toasts and the
 * back-to-top button (30).
 */
export const CONFETTI_Z = 40;
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
 *
 * Motion a visitor need not stop (WCAG 2.2.2, issue 46): the confetti is over when its 5 s are.
 * Each burst's pieces live only as long as is left of them, fading as they go, and at 5 s the
 * canvas is cleared and taken away whatever the frame rate did. It falls from under the header,
 * never over it. The toast shows in a band of its own below the section before it, kept the
 * toast's size by an unseen copy of it, so it covers nothing and nothing moves when it goes
 * (issue 43: it covered the card below the announcement).
 */
export function Celebration({ section: { type, title, description } }: SectionProps<'celebration'>) {
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
    canvas.style.cssText = `position:fixed;inset:var(--spacing-header) 0 0;width:100%;height:calc(100% - var(--spacing-header));pointer-events:none;z-index:${CONFETTI_Z}`;
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
          reset?.();
          return;
        }
        const particleCount = Math.max(1, Math.round(CONFETTI_MAX * (left / CONFETTI_MS)));
        // A piece lives no longer than the celebration has left.
        const ticks = Math.max(1, Math.min(BURST.ticks, Math.floor((left / 1000) * TICKS_PER_SECOND)));
        for (const origin of CORNERS) void confetti({ ...BURST, ticks, particleCount, origin });
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
    // The dark of the announcement above, its glow carried on across the join.
    <SectionShell
      kind={type}
      as="div"
      tone="night"
      toneText={false}
      rhythm="celebration"
      data-celebration=""
      className="relative bg-[radial-gradient(ellipse_at_top,rgb(244_183_60/0.12),transparent_55%)] px-4 fallback:hidden"
    >
      {/* The toast's room: an unseen copy of it, so the page keeps its size when the toast comes and goes. */}
      <div aria-hidden="true" className={cn('invisible mx-auto max-w-md', toastCard)}>
        <ToastText kind="success" title={title} description={description} />
        <span className="size-8 shrink-0" />
      </div>
      <div className="absolute inset-x-4 top-0">
        <Toaster placement="here" />
      </div>
      <span hidden data-testid="confetti" data-state={status.state} data-bursts={status.bursts} data-particles={status.particles} />
    </SectionShell>
  );
}
