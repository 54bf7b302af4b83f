/**
 * Every robot is whole in its frame (docs/decisions/3361), at 320, 390, 768 and 1440 px: on the
 * home page (the carousel, the robot families, the tiles, the industry cards), on every product
 * page (its hero) and on every other page that shows a drawing of a robot, in both languages.
 * Each picture's robots are read from the SVG itself (`<svg data-robot>`, their safe areas:
 * scripts/art/robots.ts) and mapped through the image's object-fit onto what its frame shows.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { allPages } from '~/site-map.server';
import { robotsCut } from './frames';

const WIDTHS = [320, 390, 768, 1440] as const;

/** Whether a content image is a drawing with a robot in it. */
const drawsRobot = (src: string) => {
  const file = join(process.cwd(), 'content', src);
  return src.endsWith('.svg') && existsSync(file) && readFileSync(file, 'utf8').includes('data-robot=');
};

/**
 * The pages that show a robot: those whose file names a drawing of one, and those whose sections
 * draw products' portraits or news pictures from other files.
 */
const pages = allPages()
  .filter(({ file }) => {
    const text = readFileSync(join(process.cwd(), file), 'utf8');
    return (
      /type: (?:product-hero|product-families|news-featured|news-list)\b/.test(text) ||
      [...text.matchAll(/\/images\/[\w/.-]+\.svg/g)].some(([src]) => drawsRobot(src))
    );
  })
  .map((page) => page.path);

for (const path of pages) {
  test(`a visitor sees every robot on ${path} whole in its frame at ${WIDTHS.join(', ')} px`, async ({ page }) => {
    await page.goto(path);
    const findings: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const finding of await robotsCut(page)) findings.push(`${width} px: ${finding}`);
    }
    expect(findings).toEqual([]);
  });
}

test('the measure finds a robot its frame cuts (a portrait pushed half out of its card)', async ({ page }) => {
  await page.goto('/');
  await page.setViewportSize({ width: 1440, height: 900 });
  expect(await robotsCut(page)).toEqual([]);
  // A product portrait in a frame twice as tall as its card's picture box, anchored at the top.
  await page.addStyleTag({ content: 'main img[src*="/images/products/"] { height: 200% !important; object-position: 0 0 !important; }' });
  const findings = await robotsCut(page);
  expect(findings.length).toBeGreaterThan(0);
  expect(findings.join('\n')).toMatch(/\/images\/products\/[\w-]+\.svg: [\w-]+ cut by its frame \(.*bottom \d+ px/);
});
