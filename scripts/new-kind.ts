/**
 * npm run new:kind <name> — a new section kind, as one folder (docs/decisions/3430):
 * src/kinds/<name>/ with its schema (a heading, a lead and a tone to start from), its view, an
 * empty example and a test; then what is generated from the kinds is written again: the index
 * (scripts/kinds-index.ts), CONTENT.md (scripts/content-docs.ts) and the editor's configuration
 * (scripts/cms/config.ts). A page can use the kind at once (`type: <name>`),
 * the content check knows its fields, and CONTENT.md and the editor show it: nothing else is
 * edited. Then write its fields in schema.ts and what it shows in its view; a resolver
 * (`resolve.server.ts`) or an island (`island.ts`) is a file of the folder too (scripts/kinds-index.ts).
 * scripts/new-kind.test.ts runs it on a copy of the project.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { KINDS_DIR, writeKindsIndex } from './kinds-index';

/** "event-banner" → "EventBanner": the view's module and component. */
const pascal = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, letter: string) => letter.toUpperCase());

/** The files of a new kind's folder (path in the folder → text). */
export function kindFiles(name: string): Map<string, string> {
  const view = pascal(name);
  return new Map([
    [
      'schema.ts',
      [
        `/** \`${name}\`: a section of its own kind. Its fields are below; each one's words are what CONTENT.md and the editor show. */`,
        `import { intro, kind, tone } from '../../content/schemas/sections/shared';`,
        '',
        `export const schema = kind('${name}', 'A section with a heading and a lead (say here what it shows)', {`,
        '  ...intro,',
        `  tone: tone('white'),`,
        '});',
        '',
      ].join('\n'),
    ],
    [
      `${view}.tsx`,
      [
        `import type { SectionProps } from '~/components/sections/types';`,
        `import { Section } from '~/components/sections/parts/Section';`,
        '',
        `/** A \`${name}\` section: its heading and lead, then what it shows. */`,
        `export function ${view}({ section, anchor }: SectionProps<'${name}'>) {`,
        '  return (',
        '    <Section section={section} anchor={anchor} tone={section.tone}>',
        '      {null}',
        '    </Section>',
        '  );',
        '}',
        '',
      ].join('\n'),
    ],
    [
      `${view}.test.tsx`,
      [
        `import { renderToStaticMarkup } from 'react-dom/server';`,
        `import { expect, test } from 'vitest';`,
        `import { z } from 'zod';`,
        `import { schema } from './schema';`,
        `import { ${view} } from './${view}';`,
        '',
        `test('a ${name} section is read from its fields and shows its heading', () => {`,
        `  const section = z.parse(schema, { type: '${name}', heading: 'A heading' });`,
        `  expect(renderToStaticMarkup(<${view} section={section} anchor="${name}-1" />)).toContain('A heading</h2>');`,
        '});',
        '',
      ].join('\n'),
    ],
    // Real examples are taken from content once a page uses the kind: npm run content:docs -- --refresh-examples.
    ['example.json', `${JSON.stringify({ fields: {} }, null, 2)}\n`],
  ]);
}

/** Writes the kind's folder under `root` and the generated index; returns the files written. */
export function newKind(name: string, root = process.cwd()): string[] {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name) || name === 'generated')
    throw new Error(`"${name}" cannot name a kind: lower-case words joined by hyphens, e.g. "event-banner"`);
  const dir = join(root, KINDS_DIR, name);
  if (existsSync(dir)) throw new Error(`${KINDS_DIR}/${name} exists already`);
  mkdirSync(dir, { recursive: true });
  const written = [...kindFiles(name)].map(([file, text]) => {
    writeFileSync(join(dir, file), text);
    return `${KINDS_DIR}/${name}/${file}`;
  });
  writeKindsIndex(root);
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const name = process.argv[2];
  if (!name) {
    console.error('Usage: npm run new:kind <name>   (e.g. npm run new:kind event-banner)');
    process.exit(1);
  }
  try {
    for (const file of newKind(name)) console.log(`new:kind: ${file}`);
  } catch (error) {
    console.error(`new:kind: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  // CONTENT.md and the editor's configuration list the kinds with their fields: both are generated, and
  // written again here, each in a process that loads the new schema.
  for (const script of ['scripts/content-docs.ts', 'scripts/cms/config.ts']) {
    const step = spawnSync(join('node_modules', '.bin', 'tsx'), [script], { stdio: 'inherit' });
    if (step.status !== 0) process.exit(step.status ?? 1);
  }
  console.log(
    `new:kind: "${name}" is a kind: a page may list it (type: ${name}). Its fields are src/kinds/${name}/schema.ts, its view ${pascal(name)}.tsx.`,
  );
}
