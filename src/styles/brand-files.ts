import { faviconSvg, tokensCss } from './brand';

/** Files generated from brand.ts, by path from the project root. */
export const BRAND_FILES: Record<string, () => string> = {
  'src/styles/tokens.css': tokensCss,
  'public/favicon.svg': faviconSvg,
};
