import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { cn } from '~/lib/cn';
import { useSite } from '~/islands/site';
import { getServerSnapshot, toastStore, type ToastItem, type ToastKind } from '~/lib/toast';
import { StatusIcon } from './StatusIcon';
import { StrokeIcon } from './StrokeIcon';
import { Island } from '~/islands/Island';

const icons: Record<ToastKind, React.ReactNode> = {
  default: null,
  success: <StatusIcon tone="success" className="mt-0.5 shrink-0 text-brand-600" />,
  error: <StatusIcon tone="error" className="mt-0.5 shrink-0 text-red-600" />,
};

/**
 * What a screen reader hears: the title, then the description, with a pause between them. A new
 * node for every showing (key), so a message shown again is announced again.
 */
const announcement = ({ id, shown, title, description }: ToastItem) => (
  <p key={`${id}:${shown}`}>{description ? `${title}${/[.!?…]$/.test(title) ? '' : '.'} ${description}` : title}</p>
);

/**
 * Where the toasts show: over the page, bottom-centre (`screen`), or in the room the section that
 * raises them keeps for them in the page (`here`: the funding celebration, so its toast covers
 * nothing, issue 43).
 */
export type ToastPlacement = 'screen' | 'here';

/** While toasts float over the page, focus scrolls clear of them: the room they take at the bottom of the screen. */
const ROOM = '--toast-room';

/**
 * The toasts of `src/lib/toast.ts` (docs/decisions/0010-own-toasts.md), bottom-centre, newest
 * last. Render it once on a page that shows toasts. Two live regions are in the HTML from the
 * start (polite for notices, assertive for errors); each toast's text goes into one for a
 * second as it arrives, so screen readers announce it (again when it repeats), then leaves so
 * nobody browsing hears it twice. The visible list is a labelled region with a close button
 * per toast. Countdowns pause while a mouse is over the toasts, focus is inside them or the tab
 * is hidden; Escape closes the newest one when focus is inside.
 */
export function ToasterView({ placement = 'screen' }: { placement?: ToastPlacement }) {
  const { ui } = useSite();
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, getServerSnapshot);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [hidden, setHidden] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  /** Where focus came from when it entered the toasts, to give it back when they close. */
  const returnTo = useRef<HTMLElement | null>(null);

  const open = items.filter((item) => item.state === 'open');
  const said = open.filter((item) => item.announcing);
  const empty = open.length === 0;

  useEffect(() => {
    const update = () => setHidden(document.visibilityState === 'hidden');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);

  // A toast that closes under the pointer or with focus in it fires no leave or blur.
  useEffect(() => {
    if (!empty) return;
    setHovered(false);
    setFocused(false);
  }, [empty]);

  const paused = hovered || focused || hidden;
  useEffect(() => {
    if (paused) toastStore.pause();
    else toastStore.resume();
  }, [paused]);
  useEffect(() => () => toastStore.resume(), []);

  // Focus never lands under a floating toast (WCAG 2.4.11): the page's scroll padding (app.css)
  // keeps the room the toasts take at the bottom of the screen while any is open.
  useEffect(() => {
    const element = list.current;
    if (placement !== 'screen' || !element || empty) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(ROOM, `${Math.ceil(innerHeight - element.getBoundingClientRect().top)}px`);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => {
      observer.disconnect();
      root.style.removeProperty(ROOM);
    };
  }, [placement, empty]);

  /** Closes a toast; focus inside it moves to the newest other toast, or back where it came from. */
  const close = (id: string) => {
    const node = list.current?.querySelector(`[data-toast-id="${CSS.escape(id)}"]`);
    if (node?.contains(document.activeElement)) {
      const next = open.filter((item) => item.id !== id).at(-1);
      const target = next
        ? list.current?.querySelector<HTMLElement>(`[data-toast-id="${CSS.escape(next.id)}"] button`)
        : returnTo.current?.isConnected
          ? returnTo.current
          : document.getElementById('main');
      target?.focus({ preventScroll: true });
    }
    toastStore.toast.dismiss(id);
  };

  return (
    <section
      data-toaster=""
      aria-label={ui.notifications}
      onFocus={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) {
          returnTo.current = event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null;
        }
        setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={(event) => {
        const newest = open.at(-1);
        if (event.key !== 'Escape' || !newest) return;
        event.preventDefault();
        close(newest.id);
      }}
    >
      <div aria-live="polite" className="sr-only">
        {said.filter((item) => item.kind !== 'error').map(announcement)}
      </div>
      <div aria-live="assertive" className="sr-only">
        {said.filter((item) => item.kind === 'error').map(announcement)}
      </div>
      <ol
        ref={list}
        // A mouse only: a tap would leave the toasts paused, as touch has no leave.
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse') setHovered(true);
        }}
        onPointerLeave={(event) => {
          if (event.pointerType === 'mouse') setHovered(false);
        }}
        className={
          placement === 'screen'
            ? 'pointer-events-none fixed inset-x-4 bottom-[calc(5.25rem+env(safe-area-inset-bottom))] z-30 mx-auto flex max-w-md flex-col gap-3 sm:bottom-8'
            : 'mx-auto flex max-w-md flex-col gap-3'
        }
      >
        {items.map((item) => (
          <li
            key={item.id}
            data-toast=""
            data-toast-id={item.id}
            data-kind={item.kind}
            data-state={item.state}
            inert={item.state === 'closed'}
            className={cn(
              // A white card wherever it shows: teal focus rings inside it, on a dark band too.
              'surface-light pointer-events-auto',
              toastCard,
              'motion-safe:transition-[opacity,translate] motion-safe:duration-200 motion-safe:ease-out-soft',
              'motion-safe:starting:translate-y-3 motion-safe:starting:opacity-0',
              'data-[state=closed]:opacity-0 motion-safe:data-[state=closed]:translate-y-3',
            )}
          >
            <ToastText kind={item.kind} title={item.title} description={item.description} />
            <button
              type="button"
              aria-label={ui.closeNotification}
              title={ui.closeNotification}
              onClick={() => close(item.id)}
              className="-my-0.5 grid size-8 shrink-0 place-items-center rounded-full text-ink-500 transition-colors hover:bg-ink-100 hover:text-ink-900"
            >
              <StrokeIcon d="M6 6l12 12M18 6 6 18" />
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A toast's icon and words: in a toast, and in the unseen copy that keeps a toast's room (Celebration). */
export function ToastText({ kind, title, description }: { kind: ToastKind; title: string; description?: string | undefined }) {
  return (
    <>
      {icons[kind]}
      <div className="min-w-0 flex-1 text-sm leading-6">
        <p className="font-semibold text-ink-950">{title}</p>
        {description ? <p className="text-ink-600">{description}</p> : null}
      </div>
    </>
  );
}

/** A toast's card, without what it holds. */
export const toastCard = 'flex items-start gap-3 rounded-2xl bg-white py-3.5 ps-4 pe-2.5 shadow-xl ring-1 shadow-ink-950/10 ring-ink-950/10';

/** The toasts as an island of their own, beside the form or celebration that raises them (src/islands/). */
export function Toaster({ placement = 'screen' }: { placement?: ToastPlacement }) {
  return <Island name="toaster" component={ToasterView} props={{ placement }} />;
}
