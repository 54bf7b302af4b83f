import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { inputFile, renderCache } from './render-cache';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A throwaway project with a renderer file and a picture. */
function project() {
  const root = mkdtempSync(join(tmpdir(), 'render-cache-'));
  roots.push(root);
  writeFileSync(join(root, 'renderer.ts'), 'draw v1');
  writeFileSync(join(root, 'package-lock.json'), '{}');
  writeFileSync(join(root, 'art.png'), 'pixels v1');
  return root;
}

test('the same input is rendered once, then copied; another input renders', async () => {
  const root = project();
  const cache = renderCache('cards', ['renderer.ts'], root);
  let renders = 0;
  const render = (text: string) => () => (renders++, Promise.resolve(new TextEncoder().encode(text)));
  expect(Buffer.from(await cache.get({ title: 'Tara' }, render('Tara'))).toString()).toBe('Tara');
  expect(Buffer.from(await cache.get({ title: 'Tara' }, render('other'))).toString()).toBe('Tara');
  expect(Buffer.from(await cache.get({ title: 'Rhino' }, render('Rhino'))).toString()).toBe('Rhino');
  expect(renders).toBe(2);
  expect(cache.counts).toEqual({ rendered: 2, cached: 1 });
  // A later build (a new cache object) finds what the first one stored.
  const later = renderCache('cards', ['renderer.ts'], root);
  await later.get({ title: 'Tara' }, render('x'));
  expect(later.counts).toEqual({ rendered: 0, cached: 1 });
});

test('a changed renderer, or a file replaced under the same name, renders again', async () => {
  const root = project();
  const input = { title: 'Tara', artwork: inputFile(join(root, 'art.png')) };
  const render = () => Promise.resolve(new Uint8Array([1]));
  await renderCache('cards', ['renderer.ts'], root).get(input, render);

  writeFileSync(join(root, 'art.png'), 'pixels v2');
  const afterPicture = renderCache('cards', ['renderer.ts'], root);
  await afterPicture.get(input, render);
  expect(afterPicture.counts.rendered).toBe(1);

  writeFileSync(join(root, 'renderer.ts'), 'draw v2');
  const afterRenderer = renderCache('cards', ['renderer.ts'], root);
  await afterRenderer.get(input, render);
  expect(afterRenderer.counts.rendered).toBe(1);
});
