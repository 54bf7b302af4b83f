/** Names the shell's markup and its scripts share for the site search (docs/decisions/1802). */

/** Id of the search `<dialog>`. */
export const SEARCH_ID = 'site-search';
/** The header's Search button. */
export const SEARCH_OPENER = '[data-search-open]';
