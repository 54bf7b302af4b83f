/**
 * Paint first, then fetch the JavaScript (docs/decisions/0006-hydrate-after-first-paint.md).
 *
 * Every page is prerendered, so the first paint needs only the HTML, the stylesheet, the fonts
 * and the hero picture. React Router's `<Scripts />` asks for ~120 KB of modules in `<head>`
 * (`<link rel="modulepreload">`) and imports them statically from an inline module script, so on
 * a slow connection the JavaScript competes with everything the first paint needs. This step
 * rewrites that output in each built page:
 *
 * - the `modulepreload` links leave `<head>`;
 * - the inline module script keeps clicks on buttons and typed text until React has hydrated
 *   (then replays them), waits for the first paint, then adds the same `modulepreload`
 *   links (the modules still download in parallel, not as a waterfall) and turns its static
 *   imports into dynamic ones, in the same order, before the rest of React Router's code runs
 *   unchanged.
 *
 * In a background tab there is nothing to paint, so it starts at once. The rewrite is checked:
 * a page whose scripts no longer look like React Router's output fails the build rather than
 * shipping a page that never hydrates.
 */
import { writeFileSync } from 'node:fs';
import { HYDRATED_EVENT } from '../../src/lib/hydration';
import { builtHtml } from './built-html';

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const ROUTER_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const SIDE_EFFECT_IMPORT = /^import ("[^"]+");$/gm;
const NAMESPACE_IMPORT = /^import \* as (\w+) from ("[^"]+");$/gm;

/**
 * Until React has hydrated, a click on a button does nothing and React replaces what was typed
 * into its fields with its own (empty) state. So until then: hold clicks on buttons, note what
 * is typed, and once the root layout announces hydration put the text back (firing `input`, so
 * React's change handlers take it into state before React's next render would clear the field)
 * and replay the clicks. Links and native controls work without React and pass through. If
 * hydration never comes (the start-up failure panel is showing), held clicks stay held.
 */
const KEEP_EARLY_INPUT = `const held = new Set();
const typed = new Map();
const hold = (event) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || button.disabled) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.add(button);
};
const note = (event) => {
  const field = event.target;
  const text = field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(field.type));
  if (text) typed.set(field, field.value);
};
document.addEventListener('click', hold, true);
document.addEventListener('input', note, true);
addEventListener(${JSON.stringify(HYDRATED_EVENT)}, () => {
  document.removeEventListener('click', hold, true);
  document.removeEventListener('input', note, true);
  for (const [field, value] of typed) {
    if (!field.isConnected) continue;
    // React compares the field with the last value it saw: clear that through its own setter,
    // then write the text past it, so the input event reads as a change.
    field.value = '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  // Clicks wait one task more, for the render hydration triggers (a form drops the browser's own
  // checks then); a message port is used because timers may be held back (a page clock in tests).
  const { port1, port2 } = new MessageChannel();
  port1.onmessage = () => {
    for (const button of held) if (button.isConnected) button.click();
  };
  port2.postMessage(null);
}, { once: true });`;

/**
 * Resolves once the browser reports its first paint; at once in a background tab (nothing is
 * painted there) or where paint timing is not available.
 */
const AFTER_FIRST_PAINT = `await new Promise((painted) => {
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return painted();
  new PerformanceObserver((_, observer) => {
    observer.disconnect();
    painted();
  }).observe({ type: 'paint', buffered: true });
});`;

export class HydrationRewriteError extends Error {}

/** The page with its JavaScript requested after the first paint; pages without scripts come back unchanged. */
export function hydrateAfterPaint(html: string, file = 'page'): string {
  const modules = [...html.matchAll(MODULEPRELOAD)].map((match) => match[1]!);
  const scripts = [...html.matchAll(ROUTER_SCRIPT)];
  if (modules.length === 0 && scripts.length === 0) return html;
  if (scripts.length !== 1 || modules.length === 0) {
    throw new HydrationRewriteError(
      `${file}: expected one React Router module script and its modulepreload links, found ${scripts.length} script(s) and ${modules.length} link(s)`,
    );
  }
  const body = scripts[0]![1]!;
  const sideEffects = [...body.matchAll(SIDE_EFFECT_IMPORT)].map((match) => match[1]!);
  const namespaces = [...body.matchAll(NAMESPACE_IMPORT)].map((match) => ({ name: match[1]!, href: match[2]! }));
  const rest = body.replace(SIDE_EFFECT_IMPORT, '').replace(NAMESPACE_IMPORT, '').trim();
  if (namespaces.length === 0 || /^import\s/m.test(rest)) {
    throw new HydrationRewriteError(`${file}: React Router's module script has an import this step does not know how to defer:\n${body}`);
  }

  const rewritten = [
    KEEP_EARLY_INPUT,
    AFTER_FIRST_PAINT,
    `for (const href of ${JSON.stringify(modules)}) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));`,
    ...sideEffects.map((href) => `await import(${href});`),
    `const [${namespaces.map((n) => n.name).join(', ')}] = await Promise.all([${namespaces.map((n) => `import(${n.href})`).join(', ')}]);`,
    rest,
  ].join('\n');

  return html.replace(MODULEPRELOAD, '').replace(ROUTER_SCRIPT, () => `<script type="module" async="">${rewritten}</script>`);
}

/** Rewrites every built page in place. Runs before the `_headers` step, which hashes the final inline scripts. */
export function hydrateAfterPaintStep(clientDir: string): void {
  let pages = 0;
  for (const page of builtHtml(clientDir)) {
    const next = hydrateAfterPaint(page.html, page.file);
    if (next === page.html) continue;
    writeFileSync(page.file, next);
    pages += 1;
  }
  console.log(`postbuild: ${pages} pages request their JavaScript after the first paint.`);
}
