import type { Site } from '~/content/schemas/site';

export type RenderFailureCopy = Site['ui']['renderFailure'];

/**
 * The render failure screen's English words, for when the site settings themselves could not be read (content is
 * what failed): the only copy written here, on purpose.
 */
export const SPEC_RENDER_FAILURE: RenderFailureCopy = {
  eyebrow: 'Error',
  title: 'Something went wrong',
  text: 'The application encountered an error while rendering this component.',
  refresh: 'Refresh Page',
};

/**
 * Shown in place of a page that failed to render, in the page's language
 * (`ui.renderFailure` of the site settings). The build fails on such a page, so visitors never
 * meet it; `npm run dev` shows it. It is the page's content, never a layer over a page, and like
 * all of a page outside its islands it runs no script (docs/decisions/3104): "Refresh Page" is a
 * link to the page's own address, and the error is logged where it happened, by the server.
 */
export function RenderFailure({ message, copy = SPEC_RENDER_FAILURE }: { message: string; copy?: RenderFailureCopy }) {
  return (
    <main id="main" className="grid min-h-[70vh] place-items-center bg-ink-50 px-5 py-24">
      <div role="alert" className="w-full max-w-xl rounded-2xl border border-ink-200 bg-white p-8 shadow-sm">
        <p className="font-display text-sm font-semibold tracking-widest text-brand-700 uppercase">{copy.eyebrow}</p>
        <h1 className="mt-2 text-3xl font-semibold text-ink-950">{copy.title}</h1>
        <p className="mt-3 text-ink-600">{copy.text}</p>
        <pre dir="ltr" className="mt-5 overflow-x-auto rounded-lg bg-ink-950 p-4 text-start text-sm whitespace-pre-wrap text-ink-100">
          {message}
        </pre>
        {/* An empty address is the page's own: following it loads the page again. */}
        <a href="" className="mt-6 inline-flex h-11 items-center rounded-full bg-ink-950 px-6 font-medium text-white hover:bg-brand-700">
          {copy.refresh}
        </a>
      </div>
    </main>
  );
}
