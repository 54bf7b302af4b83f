/** The year at view time, not the build year: a page built in December still says the right year in January. */
export function showCurrentYear(doc: Document): void {
  const year = String(new Date().getFullYear());
  for (const element of doc.querySelectorAll('[data-current-year]')) if (element.textContent !== year) element.textContent = year;
}
