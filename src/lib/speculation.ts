/**
 * Speculation Rules (docs/decisions/1600): pages are separate documents, so the browser
 * prerenders a page of this site when the visitor shows they are about to open it (hover or
 * pointer down: "moderate"), and navigation is as quick as a client-side route change.
 * Downloads, the feed and links that open a new tab are left alone.
 */
export const speculationRules = JSON.stringify({
  prerender: [
    {
      source: 'document',
      where: {
        and: [{ href_matches: '/*' }, { not: { selector_matches: '[download], [target="_blank"], [href$=".pdf"], [href$=".xml"], [href$=".txt"]' } }],
      },
      eagerness: 'moderate',
    },
  ],
});
