import { useEffect } from 'react';

/**
 * Shown when a page fails to render (SPEC.md section 8). Copy is written here on purpose: this
 * screen must work even when content could not be loaded.
 */
export function RenderFailure({ message }: { message: string }) {
  useEffect(() => {
    console.error('Render failure:', message);
  }, [message]);
  return (
    <main id="main" className="grid min-h-[70vh] place-items-center bg-ink-50 px-5 py-24">
      <div role="alert" className="w-full max-w-xl rounded-2xl border border-ink-200 bg-white p-8 shadow-sm">
        <p className="font-display text-sm font-semibold tracking-widest text-brand-700 uppercase">Error</p>
        <h1 className="mt-2 text-3xl font-semibold text-ink-950">Something went wrong</h1>
        <p className="mt-3 text-ink-600">The application encountered an error while rendering this component.</p>
        <pre className="mt-5 overflow-x-auto rounded-lg bg-ink-950 p-4 text-sm whitespace-pre-wrap text-ink-100">{message}</pre>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-6 inline-flex h-11 items-center rounded-full bg-ink-950 px-6 font-medium text-white hover:bg-brand-700"
        >
          Refresh Page
        </button>
      </div>
    </main>
  );
}
