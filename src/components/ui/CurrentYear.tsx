declare const __BUILD_YEAR__: number;

/** The year, as built; the page's script puts in the year at view time (src/lib/current-year.ts). */
export function CurrentYear() {
  return (
    <span data-testid="current-year" data-current-year="">
      {__BUILD_YEAR__}
    </span>
  );
}
