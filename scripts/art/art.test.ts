import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { loadProducts } from '~/content/load.server';
import { parseSource } from '~/content/source';
import { pictures } from './pictures';
import { placeRobot, robotBox, robotIds, robotMarkup } from './robots';
import { robotProblems, robotsIn } from './scan';
import * as robotsModule from './robots';

const root = process.cwd();

function files(dir: string, ext: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full, ext) : name.endsWith(ext) ? [full] : [];
  });
}

/** Every SVG a page can show: content images, and the files served from public/. */
const siteSvgs = () => [...files(join(root, 'content', 'images'), '.svg'), ...files(join(root, 'public'), '.svg')].sort();

test('every picture npm run art draws is committed as it draws it', () => {
  const stale = pictures().flatMap(({ file, svg }) => {
    const path = join(root, 'content', 'images', file);
    if (!existsSync(path)) return [`content/images/${file} is missing`];
    return readFileSync(path, 'utf8') === svg ? [] : [`content/images/${file} is not what scripts/art draws`];
  });
  expect(stale, 'run `npm run art` and commit the pictures it writes').toEqual([]);
});

test('each robot is drawn whole inside its safe area, which fits it closely', async () => {
  const margin = 40;
  for (const id of robotIds) {
    const box = robotBox(id);
    // The drawing alone, on a transparent canvas 40 units larger than its safe area on every side.
    const canvas = `<svg xmlns="http://www.w3.org/2000/svg" width="${box.w + 2 * margin}" height="${box.h + 2 * margin}" viewBox="${box.x - margin} ${box.y - margin} ${box.w + 2 * margin} ${box.h + 2 * margin}">${robotMarkup(id)}</svg>`;
    const { data, info } = await sharp(Buffer.from(canvas)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
    for (let y = 0; y < info.height; y++)
      for (let x = 0; x < info.width; x++)
        if (data[(y * info.width + x) * 4 + 3]! > 8)
          [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x + 1), Math.max(bottom, y + 1)];
    const gaps = { left: left - margin, top: top - margin, right: margin + box.w - right, bottom: margin + box.h - bottom };
    for (const [side, gap] of Object.entries(gaps)) {
      expect(gap, `${id}: the drawing's ${side} edge against its safe area`).toBeGreaterThanOrEqual(0);
      expect(gap, `${id}: room between the drawing's ${side} edge and its safe area`).toBeLessThanOrEqual(12);
    }
  }
});

test('the robots module hands scenes a placed robot, never the parts to draw one', () => {
  // Scenes can only place a robot; the drawing functions stay inside scripts/art/robots.ts.
  expect(Object.keys(robotsModule).sort()).toEqual(['fitRobot', 'placeRobot', 'placedBox', 'robotBox', 'robotIds', 'robotMarkup']);
});

test('every SVG under content/images and public/ shows a robot only as its one drawing, placed whole', () => {
  const problems = siteSvgs().flatMap((file) => robotProblems(readFileSync(file, 'utf8')).map((problem) => `${relative(root, file)}: ${problem}`));
  expect(problems).toEqual([]);
});

test('the scan finds a robot drawn again, edited, nested in a transform, unknown or squashed', () => {
  const place = placeRobot('daksha', { x: 300, bottom: 500, scale: 0.5 });
  const picture = (body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"><rect width="600" height="600" fill="#fff"/>${body}</svg>`;
  expect(robotProblems(picture(place))).toEqual([]);
  expect(robotProblems(picture(place.replace('#f4b73c', '#ff0000')))).toEqual([expect.stringContaining('its drawing differs')]);
  expect(robotProblems(picture(`<g transform="translate(10 0)">${place}</g>`))).toEqual([expect.stringContaining('not placed at the top level')]);
  expect(robotProblems(picture(place.replace('data-robot="daksha"', 'data-robot="daksha-2"')))).toEqual([expect.stringContaining('no such robot')]);
  expect(robotProblems(picture(place.replace(/ height="[\d.]+"/, ' height="100"')))).toEqual([expect.stringContaining('not in its safe area')]);
});

/** Every image a content file names, with its alt text: `{ src, alt }` anywhere in its fields. */
function contentImages(): { file: string; src: string; alt: string }[] {
  const sources = [...files(join(root, 'content'), '.mdx'), ...files(join(root, 'content'), '.yaml')];
  return sources.flatMap((path) => {
    const file = relative(root, path);
    const found: { file: string; src: string; alt: string }[] = [];
    const visit = (value: unknown) => {
      if (Array.isArray(value)) return value.forEach(visit);
      if (!value || typeof value !== 'object') return;
      const record: Record<string, unknown> = Object.fromEntries(Object.entries(value));
      if (typeof record.src === 'string' && typeof record.alt === 'string') found.push({ file, src: record.src, alt: record.alt });
      Object.values(record).forEach(visit);
    };
    visit(parseSource(file, readFileSync(path, 'utf8')).data);
    return found;
  });
}

type Named = { id: string; name: string; category?: string };

/**
 * The robots an alt text names, each as the ids that would show it: "Tara Care" is tara-care;
 * "Tara Gen 1" is Tara Gen 1 or one of its versions (the products of its category); "Tara" alone
 * is any robot of the Tara family (whose name starts with "Tara").
 */
function namedRobots(alt: string, robots: readonly Named[]): string[][] {
  const named: string[][] = [];
  let rest = alt;
  for (const robot of [...robots].sort((a, b) => b.name.length - a.name.length)) {
    const pattern = new RegExp(`\\b${robot.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g');
    if (pattern.test(rest)) {
      named.push([robot.id, ...robots.filter((version) => version.category === robot.name).map((version) => version.id)]);
      rest = rest.replace(pattern, ' ');
    }
  }
  const family = robots.filter((robot) => /^Tara\b/.test(robot.name)).map((robot) => robot.id);
  if (/\bTara\b/.test(rest)) named.push(family);
  return named;
}

/** What an alt text names that its picture does not show. */
function unshownRobots(alt: string, shown: readonly string[], robots: readonly Named[]): string[] {
  return namedRobots(alt, robots)
    .filter((ids) => !ids.some((id) => shown.includes(id)))
    .map((ids) => ids.join(' or '));
}

const drawnProducts = () => loadProducts().filter((product) => (robotIds as readonly string[]).includes(product.id));

test('a drawing whose alt text names a robot shows that robot, in English and Arabic', () => {
  const robots = drawnProducts();
  expect(robots.length, 'products with a drawing').toBeGreaterThan(0);
  const problems = contentImages()
    .filter(({ src }) => src.startsWith('/images/') && src.endsWith('.svg') && existsSync(join(root, 'content', src)))
    .flatMap(({ file, src, alt }) => {
      const shown = robotsIn(readFileSync(join(root, 'content', src), 'utf8')).map((robot) => robot.id);
      return unshownRobots(alt, shown, robots).map(
        (missing) => `${file}: ${src} is described as showing ${missing}, but shows ${shown.join(', ') || 'no robot'}`,
      );
    });
  expect(problems).toEqual([]);
});

test('the check of alt texts finds a robot named but not drawn', () => {
  const robots: Named[] = [
    { id: 'tara', name: 'Tara Gen 1' },
    { id: 'tara-care', name: 'Tara Care', category: 'Tara Gen 1' },
    { id: 'tara-gen3', name: 'Tara Gen 3' },
    { id: 'daksha', name: 'Daksha' },
  ];
  expect(unshownRobots('Tara Care beside a bed', ['tara-care'], robots)).toEqual([]);
  expect(unshownRobots('The Tara humanoid robot at a desk', ['tara-care'], robots)).toEqual([]);
  expect(unshownRobots('Tara Care, the version of Tara Gen 1 for hospitals', ['tara-care'], robots)).toEqual([]);
  expect(unshownRobots('Daksha lifting a parcel', ['tara'], robots)).toEqual(['daksha']);
  expect(unshownRobots('Tara Gen 1 in the lab', ['tara-gen3'], robots)).toEqual(['tara or tara-care']);
  expect(unshownRobots('Tara beside Daksha', [], robots)).toEqual(['daksha', 'tara or tara-care or tara-gen3']);
});

test("each product's portrait — its page, its PDF, its link-preview card — shows its own robot", () => {
  // The PDFs draw product.image (scripts/build/pdfs.ts); a link-preview card draws the page's first
  // content image (scripts/build/og-images.ts), a picture the scans above cover.
  const problems = drawnProducts().flatMap((product) => {
    if (!product.image.src.endsWith('.svg')) return [];
    const shown = robotsIn(readFileSync(join(root, 'content', product.image.src), 'utf8')).map((robot) => robot.id);
    return shown.includes(product.id)
      ? []
      : [`content/products/${product.id}.yaml: its portrait ${product.image.src} shows ${shown.join(', ') || 'no robot'}`];
  });
  expect(problems).toEqual([]);
});
