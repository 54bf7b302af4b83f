/**
 * The one way an island (and anything drawn inside one) names an element: from the section's
 * anchor, or another string its props carry, and the part's own name. The server and the browser
 * compute the same id from the same props. Never `useId`: an island hydrates on a root of its own,
 * where React numbers ids differently from the page's render on the server (src/islands/Island.tsx).
 */
export function partId(scope: string, part: string): string {
  return `${scope}-${part}`;
}
