/**
 * Every picture the art script draws, optimised as it is committed (svgo with the settings of
 * scripts/optimize-svg.ts). `npm run art` writes them; scripts/art/art.test.ts checks that the
 * committed files are these.
 */
import { optimize } from 'svgo';
import { svgoConfig } from '../optimize-svg';
import type { Picture } from './pictures/common';
import { companyPictures } from './pictures/company';
import { homePictures } from './pictures/home';
import { industryPictures } from './pictures/industries';
import { locationPictures } from './pictures/locations';
import { newsPictures } from './pictures/news';
import { productPictures } from './pictures/products';

export type { Picture };

/** The pictures as drawn, before optimisation. */
export const drawnPictures: readonly Picture[] = [
  ...productPictures,
  ...homePictures,
  ...industryPictures,
  ...companyPictures,
  ...locationPictures,
  ...newsPictures,
];

/** The pictures as the site carries them: optimised, each file once. */
export function pictures(): Picture[] {
  const seen = new Set<string>();
  return drawnPictures.map(({ file, svg }) => {
    if (seen.has(file)) throw new Error(`scripts/art: ${file} is drawn twice`);
    seen.add(file);
    return { file, svg: optimize(svg, { ...svgoConfig, path: file }).data };
  });
}
