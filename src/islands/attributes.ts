/** How a page marks its islands (framework-free, so the entry script can read them without React). */

/** The element an island's HTML sits in; the browser hydrates its content on a root of its own. */
export const ISLAND_ATTRIBUTE = 'data-island';
/** The island's props, as JSON. */
export const PROPS_ATTRIBUTE = 'data-props';
/** Where the page carries the site settings its islands read. */
export const SITE_DATA_ID = 'island-site';
/** Set on an island once React runs it. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/**
 * Set on an island whose code could not be loaded or failed as it ran: its prerendered HTML
 * stays, and what it shows without JavaScript shows again (the `fallback:` variant, app.css).
 */
export const FAILED_ATTRIBUTE = 'data-island-failed';
/** How an island failed, the value of FAILED_ATTRIBUTE: its code never arrived (`load`), or it threw as it ran (`render`). */
export type IslandFailure = 'load' | 'render';
/**
 * When an island is hydrated. Absent: once it comes near the screen or the visitor reaches into
 * it (a tap, a focus), so React costs nothing on a page whose islands are still out of sight.
 * `load`: as soon as the page has painted, wherever it is (it listens for others, or it acts on
 * its own). `address`: at once when the address carries a query its island reads, else as the default.
 */
export const WAKE_ATTRIBUTE = 'data-wake';
export type Wake = 'load' | 'address';

/**
 * What an island declares beside its name: when it is hydrated (WAKE_ATTRIBUTE). Default: as it
 * comes into sight or the visitor reaches into it. The islands are src/islands/islands.ts.
 */
export type IslandRecord = {
  wake?: Wake;
};
