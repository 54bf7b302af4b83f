import { Toaster as Sonner } from 'sonner';

/** Toast region styled for the site (sonner). Render it on the pages that show toasts. */
export function Toaster() {
  return (
    <Sonner
      position="bottom-center"
      closeButton
      toastOptions={{
        classNames: {
          toast: 'rounded-2xl border border-ink-200 bg-white font-sans text-ink-900 shadow-xl',
          title: 'font-semibold text-ink-950',
          description: 'text-ink-600',
        },
      }}
    />
  );
}
