/**
 * Hydrates an island of the page on a root of its own, with the props and site settings the
 * page carries. Loaded only once an island of the page wakes (src/islands/start.ts decides).
 */
import type { ComponentType } from 'react';
import { startTransition, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Site } from '../content/schemas/site';
import { SiteContext } from '../lib/site';
import { InsideIsland } from './context';
import { ISLAND_ATTRIBUTE, PROPS_ATTRIBUTE, SITE_DATA_ID } from './attributes';
import { isIslandName, islandLoaders } from './registry';
import { keepTyped } from './typed';

/**
 * Runs `done` once the island has settled: after hydration and after the render its mount
 * effects ask for (a form that drops the browser's own checks once it runs, a list that applies
 * the address's filter). Setting this component's state in its own mount effect joins that same
 * render, so the second effect runs after it has committed.
 */
function Hydrated({ done, children }: { done: () => void; children: React.ReactNode }) {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) done();
    else setSettled(true);
  }, [settled, done]);
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
 * island. `onHydrated` is told once React runs it.
 */
export async function hydrateIsland(
  doc: Document,
  island: Element,
  onHydrated: (island: Element) => void,
  onFailure: (error: unknown) => void,
): Promise<void> {
  const name = island.getAttribute(ISLAND_ATTRIBUTE) ?? '';
  if (!isIslandName(name)) throw new Error(`The page names an island "${name}" that this build does not have.`);
  const [Component, props] = await Promise.all([islandLoaders[name](), JSON.parse(island.getAttribute(PROPS_ATTRIBUTE) ?? '{}') as object]);
  const View = Component as ComponentType<object>;
  // Text typed into the island's fields before now is put back once React owns them.
  const restore = keepTyped(island);
  // In a transition, React hydrates in slices and yields between them: a long list or form
  // never holds the main thread long enough to delay a tap or a scroll.
  startTransition(() => {
    hydrateRoot(
      island,
      <SiteContext value={siteSettings(doc)}>
        <InsideIsland value={true}>
          <Hydrated
            done={() => {
              restore();
              onHydrated(island);
            }}
          >
            <View {...props} />
          </Hydrated>
        </InsideIsland>
      </SiteContext>,
      { onUncaughtError: onFailure },
    );
  });
}
