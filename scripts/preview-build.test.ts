import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { buildEditor } from './cms/build';
import { isPreviewBuild } from './preview-build';

const saved = process.env.PREVIEW;
afterEach(() => {
  if (saved === undefined) delete process.env.PREVIEW;
  else process.env.PREVIEW = saved;
});

test('PREVIEW=1 or VITE_PREVIEW makes a preview build; unset, 0 or false does not', () => {
  expect(isPreviewBuild({ PREVIEW: '1' })).toBe(true);
  expect(isPreviewBuild({ PREVIEW: 'true' })).toBe(true);
  expect(isPreviewBuild({ VITE_PREVIEW: '1' })).toBe(true);
  expect(isPreviewBuild({})).toBe(false);
  expect(isPreviewBuild({ PREVIEW: '0' })).toBe(false);
  expect(isPreviewBuild({ PREVIEW: 'false' })).toBe(false);
});

test('a preview build has no editor at /admin/: the previews’ origin never offers a sign-in (docs/decisions/3310)', async () => {
  const client = mkdtempSync(join(tmpdir(), 'preview-build-'));
  try {
    process.env.PREVIEW = '1';
    await buildEditor(client);
    expect(existsSync(join(client, 'admin'))).toBe(false);
  } finally {
    rmSync(client, { recursive: true, force: true });
  }
});
