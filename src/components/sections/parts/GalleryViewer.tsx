import { useEffect, useRef } from 'react';
import type { SectionOf } from '~/content/schemas/sections';

type GalleryBlock = SectionOf<'gallery'>;
import { Picture } from '~/components/ui/Picture';
import { StrokeIcon } from '~/components/ui/StrokeIcon';

type Props = {
  items: GalleryBlock['items'];
  labels: GalleryBlock['viewer'];
  /** Picture shown, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

const control =
  'grid size-12 place-items-center rounded-full bg-white/10 text-white ring-1 ring-white/25 ring-inset transition-colors hover:bg-white/20';

/**
 * Full-size picture viewer on the native modal dialog: focus stays inside, Escape closes,
 * the arrow keys (and buttons) move between pictures, wrapping at both ends. The arrow pointing
 * the way the page reads goes on: right to left, ArrowLeft is "next" (the dialog's direction is
 * read when the key is pressed, so it follows the page's).
 */
export function GalleryViewer({ items, labels, index, onIndexChange, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const open = index !== null;

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open && !node.open) {
      node.showModal();
      // Start on the close button, whatever the browser's own dialog focus rule.
      node.querySelector('button')?.focus();
    }
    if (!open && node.open) node.close();
  }, [open]);

  const item = index === null ? undefined : items[index];
  const step = (by: number) => index !== null && onIndexChange((index + by + items.length) % items.length);

  return (
    <dialog
      ref={dialog}
      aria-label={item?.caption}
      onClose={() => {
        if (open) onClose();
      }}
      onKeyDown={(event) => {
        const forward = getComputedStyle(event.currentTarget).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
        const backward = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
        if (event.key === forward) step(1);
        else if (event.key === backward) step(-1);
        else return;
        event.preventDefault();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself) closes the viewer.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="m-auto max-h-[100dvh] w-[min(72rem,100vw)] max-w-none bg-transparent p-3 text-white backdrop:bg-ink-950/95 backdrop:backdrop-blur-sm sm:p-6"
    >
      {item ? (
        <div className="flex flex-col gap-4">
          <div className="flex items-center justify-between gap-4">
            {/* "2 / 6" reads left to right on a right-to-left page too. */}
            <p className="text-sm font-medium text-ink-200" aria-hidden="true" dir="ltr">
              {(index ?? 0) + 1} / {items.length}
            </p>
            <button type="button" onClick={() => dialog.current?.close()} className={control} aria-label={labels.closeLabel}>
              <StrokeIcon d="M6 6l12 12M18 6 6 18" />
            </button>
          </div>
          <Picture image={item.image} priority className="mx-auto max-h-[70dvh] w-auto rounded-2xl bg-brand-50" />
          <div className="flex items-center justify-between gap-4">
            <button type="button" onClick={() => step(-1)} className={control} aria-label={labels.previousLabel}>
              <StrokeIcon d="M15 5l-7 7 7 7" mirror />
            </button>
            <p className="text-center text-sm leading-6 text-ink-100">{item.caption}</p>
            <button type="button" onClick={() => step(1)} className={control} aria-label={labels.nextLabel}>
              <StrokeIcon d="M9 5l7 7-7 7" mirror />
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
