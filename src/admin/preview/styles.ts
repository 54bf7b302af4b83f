/** The site's stylesheets (cms-settings.json), for every preview frame. */
let current: readonly string[] = [];

export function setStylesheets(hrefs: readonly string[]): void {
  current = [...hrefs];
}

export const stylesheets = (): readonly string[] => current;
