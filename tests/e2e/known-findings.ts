/**
 * Defects the per-page checks (tests/e2e/every-page.spec.ts) and the kit gallery's text check
 * (`text-fit`, tests/e2e/kit-gallery.spec.ts, on the gallery's paths) find today and that other work is
 * fixing: the suite stays green on them and honest about them. A finding listed here that is no
 * longer found fails its test, so each entry is taken off as its fix lands; the list ends empty.
 * Each entry names the issue that owns the fix.
 */

export type Check =
  'axe' | 'target-size' | 'focus-hidden' | 'focus-visible' | 'overflow' | 'text-overflow' | 'heading-scale' | 'hero-art' | 'text-fit';

export type KnownFinding = {
  check: Check;
  /** The pages it is found on: exact paths, or a pattern. */
  routes: readonly string[] | RegExp;
  /** The viewport widths it is found at. */
  widths: readonly number[];
  /** Matches the finding's line (`rule: element — detail`). */
  match: RegExp;
  /** Why it is here: the issue that fixes it. */
  why: string;
};

export const knownFindings: readonly KnownFinding[] = [];

/** The known findings of one check on one page at one width. */
export function knownFindingsFor(check: Check, route: string, width: number): KnownFinding[] {
  return knownFindings.filter(
    (entry) =>
      entry.check === check &&
      entry.widths.includes(width) &&
      (entry.routes instanceof RegExp ? entry.routes.test(route) : entry.routes.includes(route)),
  );
}
