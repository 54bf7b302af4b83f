/**
 * Hydrates an island of the page on a root of its own, with the props and site settings the
 * page carries. Loaded only once an island of the page wakes (src/islands/start.ts decides).
 */
import type { ComponentType } from 'react';
import { startTransition, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Site } from '~/content/schemas/site';
import { SiteContext } from './site';
import { InsideIsland } from './context';
import { ISLAND_ATTRIBUTE, PROPS_ATTRIBUTE, SITE_DATA_ID, type IslandFailure } from './attributes';
import type { IslandName } from './islands';
import { announceTyped } from './typed';

/**
 * Where each island's code is: one loader per record of src/islands/islands.ts, each loading its
 * island's component. The table itself is src/components/island-loaders.ts: it names components,
 * a layer above this one (docs/architecture.md, "Layers").
 */
export type IslandLoaders = { readonly [N in IslandName]: () => Promise<ComponentType<never>> };

/** Whether `loaders` has an island of that name (a page may name one from another build). */
const hasIsland = (loaders: IslandLoaders, name: string): name is IslandName => Object.hasOwn(loaders, name);

/**
 * Right after hydration (its first effect runs after the island's own mount effects, before any
 * render): hands React the text already in the island's fields. Then runs `done` once the island
 * has settled: after the render its mount effects ask for (a form that drops the browser's own
 * checks once it runs, a list that applies the address's filter). Setting this component's state
 * in its own mount effect joins that same render, so the second effect runs after it has committed.
 */
function Hydrated({ island, done, children }: { island: Element; done: () => void; children: React.ReactNode }) {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) {
      done();
      return;
    }
    announceTyped(island);
    setSettled(true);
  }, [settled, done, island]);
  return children;
}

/** The site settings the page carries for its islands, read once. */
let site: { read: Site | null } | undefined;
function siteSettings(doc: Document): Site | null {
  if (!site) {
    const text = doc.getElementById(SITE_DATA_ID)?.textContent;
    site = { read: text ? (JSON.parse(text) as Site) : null };
  }
  return site.read;
}

/**
 * Hydrates one island of `doc` as soon as its own code is in: a slow chunk holds back only its
 * island. `onHydrated` is told once React runs it; `onFailure` when its code cannot be loaded
 * (`load`) or it throws as it runs (`render`): then its prerendered HTML is put back as it was.
 * Never rejects.
 */
export async function hydrateIsland(
  doc: Document,
  island: Element,
  loaders: IslandLoaders,
  onHydrated: (island: Element) => void,
  onFailure: (how: IslandFailure, error: unknown) => void,
): Promise<void> {
  let View: ComponentType<object>;
  let props: object;
  try {
    const name = island.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    if (!hasIsland(loaders, name)) throw new Error(`The page names an island "${name}" that this build does not have.`);
    const parsed: unknown = JSON.parse(island.getAttribute(PROPS_ATTRIBUTE) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new Error(`The props of the island "${name}" are not an object.`);
    const Component = await loaders[name]();
    // The table holds each island's own component: it takes the props its server render wrote.
    View = Component as ComponentType<object>;
    props = parsed;
  } catch (error) {
    onFailure('load', error);
    return;
  }
  // What the island was before React: put back if React gives up on it (an uncaught error empties its root).
  const prerendered = island.innerHTML;
  // In a transition, React hydrates in slices and yields between them: a long list or form
  // never holds the main thread long enough to delay a tap or a scroll.
  startTransition(() => {
    const root = hydrateRoot(
      island,
      <SiteContext value={siteSettings(doc)}>
        <InsideIsland value={true}>
          <Hydrated island={island} done={() => onHydrated(island)}>
            <View {...props} />
          </Hydrated>
        </InsideIsland>
      </SiteContext>,
      {
        onUncaughtError: (error) => {
          // After React has finished with the error: let go of the root, then restore its HTML.
          queueMicrotask(() => {
            root.unmount();
            island.innerHTML = prerendered;
            onFailure('render', error);
          });
        },
      },
    );
  });
}
