import { use } from 'react';
import type { BodyPromise } from '~/content/bodies';
import { Prose } from '~/components/ui/Prose';

/**
 * The MDX body of a news item or job posting. Deliberately without a Suspense boundary of its
 * own: the loader preloads the body, so the prerender writes it in place (React outlines large
 * Suspense boundaries into a hidden element revealed by script, which would hide the text
 * without JavaScript). In the browser, hydration and client-side visits wait for the body's
 * chunk while the current page stays on screen.
 */
export function ItemBody({ body, className }: { body: BodyPromise | undefined; className?: string | undefined }) {
  return body ? <Prose body={use(body)} className={className} /> : null;
}
