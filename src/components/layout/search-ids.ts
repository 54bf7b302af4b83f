/** Names the shell's markup and its scripts share for the site search (docs/decisions/1802). */

/** Id of the search `<dialog>`. */
export const SEARCH_ID = 'site-search';
/** The header's Search button (`data-search-open`): held hidden in the HTML, shown by the shell's script. */
export const SEARCH_OPENER = 'button[data-search-open]';
