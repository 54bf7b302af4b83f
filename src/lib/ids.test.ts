import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';
import { partId } from './ids';

const SRC = join(process.cwd(), 'src');

/** Every module of src/ but the tests. */
function modules(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * Template strings shaped like a part's id, `${scope}-part` (one value, then a dash and a name),
 * with where they are: what partId builds, written out by hand.
 */
function handBuiltIds(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isTemplateExpression(node) &&
      node.head.text === '' &&
      node.templateSpans.length === 1 &&
      /^-[a-z][a-z-]*$/.test(node.templateSpans[0]!.literal.text)
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${relative(process.cwd(), file)}:${line + 1} ${node.getText(source)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test('partId names a part after its scope', () => {
  expect(partId('faq-4', 'heading')).toBe('faq-4-heading');
});

test('ids come from partId only: no module of src/ writes `${scope}-part` by hand', () => {
  const own = join(SRC, 'lib/ids.ts');
  const found = modules()
    .filter((file) => file !== own)
    .flatMap(handBuiltIds);
  expect(found).toEqual([]);
});
