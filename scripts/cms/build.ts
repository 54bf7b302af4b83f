/**
 * The build's editor step (scripts/postbuild.ts runs it last, once the public pages, their
 * headers and their compressed copies are written): the editor's own Vite build into
 * build/client/admin/, its settings and preview data beside it, and its own headers. Nothing of
 * it is linked from, or loaded by, a public page (tests/e2e/cms.spec.ts checks every built page).
 *
 * A content:diff build (CONTENT_DIFF_BUILD=1) leaves it out: the diff compares public pages only.
 * So does a preview build (PREVIEW=1): a sign-in on the previews' origin would keep its token
 * where every preview's scripts can read it (docs/decisions/3310).
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tags } from '../build/built-html';
import { isPreviewBuild } from '../preview-build';
import { appendEditorRules } from './headers';
import { previewData } from './preview-data';
import { editorSettings } from './settings';
import { ADMIN_DIR, editorBuild } from './vite';

/** The site's stylesheets, as every built page links them (the home page's `<link rel=stylesheet>`). */
export function siteStylesheets(clientDir: string): string[] {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  return tags(html, 'link')
    .filter((link) => link.rel === 'stylesheet' && link.href)
    .map((link) => link.href!);
}

export async function buildEditor(clientDir: string): Promise<void> {
  if (process.env.CONTENT_DIFF_BUILD === '1') {
    console.log('postbuild: the editor (/admin/) left out (a content:diff build).');
    return;
  }
  if (isPreviewBuild()) {
    console.log('postbuild: the editor (/admin/) left out (a preview build: its origin offers no sign-in; docs/decisions/3310).');
    return;
  }
  const started = Date.now();
  const dir = join(clientDir, ADMIN_DIR);
  rmSync(dir, { recursive: true, force: true });
  cpSync(join(await editorBuild(), ADMIN_DIR), dir, { recursive: true });
  const settings = editorSettings({ stylesheets: siteStylesheets(clientDir) });
  writeFileSync(join(dir, 'cms-settings.json'), `${JSON.stringify(settings)}\n`);
  writeFileSync(join(dir, 'preview-data.json'), JSON.stringify(previewData()));
  appendEditorRules(clientDir, settings.auth?.baseUrl);
  console.log(`postbuild: the editor written to /${ADMIN_DIR}/ in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

// `tsx scripts/cms/build.ts [build/client]`: the editor alone, into a build that has the public pages.
// `tsx scripts/cms/build.ts --prepare`: its code only, into the cache (scripts/build.ts starts it beside the site's build).
if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--prepare')) await editorBuild();
  else await buildEditor(process.argv[2] ?? join('build', 'client'));
}
