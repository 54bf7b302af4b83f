/**
 * Every inline script the site's own code writes into a page, declared once (docs/decisions/3311).
 *
 * The layout (src/root.tsx) renders each of them into every page it draws. The build's header
 * step (scripts/build/headers.ts) allows exactly these, by their SHA-256 hash, in the
 * Content-Security-Policy of those pages, and stops the build when a page holds any other
 * executable inline script, an event-handler attribute or a `javascript:` address. So a page's
 * policy trusts what our code emits, never whatever the output happens to hold: a script that
 * reached a page through content is refused, not hashed.
 *
 * JSON data blocks (`application/json` island props and site settings, `application/ld+json`
 * structured data) never run, and need no declaration and no hash.
 *
 * A build step imports this module: relative imports only (docs/architecture.md, Imports).
 */
import { speculationRules } from './speculation';

export type InlineScript = {
  /** The element's `type` attribute, exactly as rendered. */
  type: string;
  /** The script's text, exactly as rendered: the browser hashes these characters. */
  text: string;
};

export const inlineScripts = {
  /** Speculation Rules: the browser prerenders the page a visitor is about to open (docs/decisions/1600). */
  speculationRules: { type: 'speculationrules', text: speculationRules },
} as const satisfies Record<string, InlineScript>;

/** The declared scripts, as a list. */
export const ownInlineScripts: readonly InlineScript[] = Object.values(inlineScripts);
