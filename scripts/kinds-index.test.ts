import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { sectionTypes } from '~/content/schemas/sections';
import { kindIslands } from '~/kinds/generated/islands';
import { views } from '~/kinds/generated/views';
import { kindFolders, staleIndexFiles } from './kinds-index';

test('src/kinds/generated/ is what npm run kinds:index writes from the kinds’ folders', () => {
  // One clear instruction instead of a diff.
  expect(staleIndexFiles(), 'src/kinds/generated/ is out of date: run "npm run kinds:index" and commit it').toEqual([]);
});

test('each folder of src/kinds/ is the kind it is named after: its schema’s type, its view, its island', async () => {
  const folders = kindFolders();
  expect(sectionTypes).toEqual(folders.map((kind) => kind.name));
  expect(Object.keys(kindIslands)).toEqual(folders.filter((kind) => kind.island).map((kind) => kind.name));
  // Each view module exports the component the index loads (a function component).
  for (const [kind, load] of Object.entries(views)) expect(typeof (await load()), kind).toBe('function');
});

test('a folder without a schema, or with no view or two, is refused with what a kind holds', () => {
  const root = mkdtempSync(join(tmpdir(), 'kinds-index-'));
  try {
    const kind = (name: string, files: string[]) => {
      mkdirSync(join(root, 'src', 'kinds', name), { recursive: true });
      for (const file of files) writeFileSync(join(root, 'src', 'kinds', name, file), '');
    };
    kind('banner', ['schema.ts', 'Banner.tsx', 'Banner.test.tsx']);
    expect(kindFolders(root)).toEqual([{ name: 'banner', view: 'Banner', resolver: false, island: false }]);
    kind('strip', ['Strip.tsx']);
    expect(() => kindFolders(root)).toThrow('src/kinds/strip has no schema.ts');
    rmSync(join(root, 'src', 'kinds', 'strip'), { recursive: true });
    kind('band', ['schema.ts', 'Band.tsx', 'Other.tsx']);
    expect(() => kindFolders(root)).toThrow('src/kinds/band has 2 views (Band.tsx, Other.tsx)');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
