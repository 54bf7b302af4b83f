/**
 * A page's or an item's MDX text as the preview shows it: checked first by the content check's
 * own body reader (src/admin/check.ts `checkBody`), then compiled in the browser by the same MDX
 * pipeline as the build (src/content/mdx-pipeline.ts, the safe subset included), product figures
 * filled in, and drawn by the site's <Prose> (src/components/ui/Prose.tsx) through
 * src/content/bodies.ts's promise form. A text with a mistake gives the check's messages, with the
 * file and line the save would name, never the MDX parser's own words.
 */
import * as runtime from 'react/jsx-runtime';
import type { Body, BodyPromise } from '~/content/bodies';
import { resolveFacts, type FactTable } from '~/content/facts';
import { parseSource, type SourceFile } from '~/content/source';
import { escapeMdxText } from '~/lib/escape';
import { checkBody, formatProblem } from '../check';

const cache = new Map<string, BodyPromise>();

/**
 * The body of `text`, as a promise `use()` can read; undefined for no text. `source` is the file
 * the save would write (its body is `text`), so a problem names the save's file and line.
 */
export function previewBody(
  text: string,
  facts: FactTable,
  source: SourceFile = parseSource('(the text)', `---\n---\n${text}`),
): BodyPromise | undefined {
  if (!text.trim()) return undefined;
  const table = new Map([...facts].map(([id, specs]) => [id, new Map([...specs].map(([key, value]) => [key, escapeMdxText(value)]))]));
  const resolved = resolveFacts(source.body, table);
  const key = `${source.file}:${source.bodyLine}:${resolved}`;
  let promise = cache.get(key);
  if (!promise) {
    const loading = compileBody(source, resolved, facts);
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(loading, { status: 'rejected', reason }),
    );
    promise = Object.assign(loading, { status: 'pending' as const });
    // One entry per text: the previous versions of a text being typed are not kept.
    if (cache.size > 20) cache.clear();
    cache.set(key, promise);
  }
  return promise;
}

async function compileBody(source: SourceFile, resolved: string, facts: FactTable): Promise<Body> {
  const problems = await checkBody(source, facts);
  if (problems.length) throw new Error(problems.map(formatProblem).join('\n'));
  // The MDX compiler loads with the first text previewed, not with the editor.
  const [{ evaluate }, { bodyRemarkPlugins }] = await Promise.all([import('@mdx-js/mdx'), import('~/content/mdx-pipeline')]);
  const module = await evaluate(resolved, {
    ...runtime,
    remarkPlugins: bodyRemarkPlugins({ place: { file: source.file, bodyLine: source.bodyLine } }),
  });
  return module.default;
}
