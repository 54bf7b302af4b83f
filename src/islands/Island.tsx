import { use, type ComponentType } from 'react';
import { InsideIsland, IslandRenderContext } from './context';
import { wakeOf, type IslandName } from './islands';
import { ISLAND_ATTRIBUTE, PROPS_ATTRIBUTE, WAKE_ATTRIBUTE } from './attributes';
import { notPlainJson } from './plain-json';

type Props<P extends object> = {
  /** Its record in src/islands/islands.ts (src/components/island-loaders.ts loads the same component in the browser). */
  name: IslandName;
  component: ComponentType<P>;
  /** Plain data only (it travels in the page as JSON). */
  props: P;
};

/**
 * A part of a page that needs the browser: rendered into the HTML like everything else, then
 * hydrated on its own with the props written beside it, when it comes into sight (or as its
 * record's `wake` says). The rest of the page is never hydrated, so a page without islands runs
 * no framework code at all.
 *
 * The contract of an island's component (decision 3101). The build fails on props that are not
 * plain JSON (below); src/islands/contract.test.ts scans every module an island loads for the rest:
 * - Its props are plain JSON: strings, numbers, booleans, null, arrays and plain objects, the same
 *   after `JSON.parse(JSON.stringify(props))`. No functions, dates, class instances, `undefined`
 *   inside arrays or elements. The browser reads them back with `JSON.parse` into the component's
 *   own prop type: what the server rendered with is all there is.
 * - No router hooks and no `react-router` import at all: a built page runs no router, and an
 *   island hydrates on a root of its own. What it needs from the address it reads from `location`.
 * - No `useId`: an island hydrates on its own root, where React numbers ids differently from the
 *   whole page's render on the server, and a production build keeps the mismatch silently. Ids
 *   come from `partId` (src/lib/ids.ts), built from the section's anchor in its props, so
 *   the server and the browser write the same.
 * - Site settings come from `useSite()` (src/islands/site.ts): the page carries them for its islands.
 */
export function Island<P extends object>({ name, component: Component, props }: Props<P>) {
  // Within an island, a part that is an island itself is hydrated with it, not on a root of its own.
  // The browser renders islands only (src/islands/hydrate.tsx), in `npm run dev` too: always within one.
  if (!import.meta.env.SSR || use(InsideIsland)) return <Component {...props} />;
  const render = use(IslandRenderContext);
  // Held at build: a prop that is not plain JSON would reach the browser changed, or not at all.
  const notJson = import.meta.env.SSR ? notPlainJson(props) : undefined;
  if (notJson) throw new Error(`The island "${name}" on ${render?.page ?? 'a page'} has props that are not plain JSON: ${notJson}.`);
  // The server's render notes each island it emits: the page carries island data only if one is (src/islands/site-data.server.ts).
  render?.emitted.add(name);
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: name, [PROPS_ATTRIBUTE]: JSON.stringify(props), [WAKE_ATTRIBUTE]: wakeOf(name) }} className="contents">
      <InsideIsland value={true}>
        <Component {...props} />
      </InsideIsland>
    </div>
  );
}
