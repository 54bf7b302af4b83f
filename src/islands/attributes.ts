/** How a page marks its islands (framework-free, so the entry script can read them without React). */

/** The element an island's HTML sits in; the browser hydrates its content on a root of its own. */
export const ISLAND_ATTRIBUTE = 'data-island';
/** The island's props, as JSON. */
export const PROPS_ATTRIBUTE = 'data-props';
/** Where the page carries the site settings its islands read. */
export const SITE_DATA_ID = 'island-site';
/** Set on an island once React runs it. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
