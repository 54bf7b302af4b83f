import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';
import { islands } from './islands';
import { notPlainJson } from './plain-json';

/** The contract every island keeps (src/islands/Island.tsx), checked over the code the browser loads for islands. */

const SRC = join(process.cwd(), 'src');

/** The module a specifier names, if it is one of ours (relative or `~/`). */
function resolveLocal(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('~/') ? join(SRC, specifier.slice(2)) : specifier.startsWith('.') ? join(dirname(from), specifier) : undefined;
  if (!base) return undefined;
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find((file) => existsSync(file) && !file.endsWith('/'));
}

function sourceOf(file: string): ts.SourceFile {
  return ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

/** Every module specifier a file imports, statically or with `import()`, type-only imports left out. */
function importsOf(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier))
      found.push(node.moduleSpecifier.text);
    if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      found.push(node.moduleSpecifier.text);
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      found.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The island components' modules (what src/components/island-loaders.ts loads), the runtime, and everything of ours they import. */
function islandModules(): string[] {
  const loaders = join(SRC, 'components/island-loaders.ts');
  const roots = importsOf(sourceOf(loaders)).flatMap((specifier) => resolveLocal(loaders, specifier) ?? []);
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of importsOf(sourceOf(file))) {
      const next = resolveLocal(file, specifier);
      if (next && !next.includes('.server.')) queue.push(next);
    }
  }
  return [...seen];
}

const modules = islandModules();

test('the loaders load a module for every island', () => {
  expect(modules.length).toBeGreaterThanOrEqual(Object.keys(islands).length);
});

test('no island module imports the router', () => {
  const routed = modules.filter((file) => importsOf(sourceOf(file)).some((specifier) => /^react-router(-dom)?$/.test(specifier)));
  expect(routed.map((file) => relative(process.cwd(), file))).toEqual([]);
});

test('no island module calls useId: ids come from partId (src/lib/ids.ts)', () => {
  const withUseId = modules.filter((file) => {
    let found = false;
    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node) && node.text === 'useId') found = true;
      ts.forEachChild(node, visit);
    };
    visit(sourceOf(file));
    return found;
  });
  expect(withUseId.map((file) => relative(process.cwd(), file))).toEqual([]);
});

test('plain JSON props pass, and each kind of value JSON would change is named with its path', () => {
  expect(
    notPlainJson({ section: { type: 'gallery', items: [{ src: '/a.jpg', width: 4, alt: null }], note: undefined }, anchor: 'gallery' }),
  ).toBeUndefined();
  expect(notPlainJson({ item: { date: new Date(0) } })).toBe('props.item.date: a Date, not a plain object');
  expect(notPlainJson({ onClick: () => undefined })).toBe('props.onClick: a function');
  expect(notPlainJson({ list: [1, undefined] })).toBe('props.list[1]: undefined (written as null)');
  expect(notPlainJson({ ratio: Number.NaN })).toBe('props.ratio: NaN (written as null)');
  expect(notPlainJson({ ids: new Set(['a']) })).toBe('props.ids: a Set, not a plain object');
});
