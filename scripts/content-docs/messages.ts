/**
 * Real content check messages: every broken file in tests/fixtures/content-errors/ (one mistake
 * each) laid over a copy of content/, checked once, each message paired with the line that
 * caused it and a plain explanation of what to do.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { checkContent } from '../../src/content/check';
import type { Problem } from '../../src/content/source';

export const FIXTURES = 'tests/fixtures/content-errors';

export type Example = { fixture: string; problem: Problem; line?: string };
export type MessageKind = { title: string; meaning: string; examples: Example[] };

/** What each kind of message means and what to do about it. First match wins. */
const KINDS: { test: RegExp; title: string; meaning: string }[] = [
  {
    test: /^expected the file to start with|^expected a closing "---"/,
    title: 'Frontmatter fences',
    meaning:
      'An `.mdx` file starts with a line of three dashes `---`, then the fields, then another `---` line, then the text. Add the missing line.',
  },
  {
    test: /^malformed YAML/,
    title: 'Malformed YAML',
    meaning:
      'The fields are not valid YAML, usually a quote that is opened but not closed, a missing colon after a field name, or wrong indentation. Look at the named line and the line above it. Text containing a colon followed by a space must be quoted.',
  },
  {
    test: /^required field is missing/,
    title: 'Missing field',
    meaning: 'The field must be there. Add it; the words in brackets say what it should hold. The field reference below lists every field.',
  },
  {
    test: /^unknown field/,
    title: 'Unknown field',
    meaning: 'The file has a field the page does not show, usually a typo. Rename it to the field suggested, or remove it.',
  },
  {
    test: /is already used by/,
    title: 'Duplicate slug',
    meaning: 'Two items have the same `slug`, so they would have the same address. Give the new item a slug of its own.',
  },
  {
    test: /featured/,
    title: 'Featured news item',
    meaning: 'Exactly one news item carries `featured: true`: it is shown at the top of the newsroom. Remove the flag from all but one.',
  },
  {
    test: /leads to no page of this site/,
    title: 'Broken link',
    meaning: 'A link points to an address that is not a page of this site. Check the spelling against the route table above.',
  },
  {
    test: /^image .* not found/,
    title: 'Missing image',
    meaning: 'The image is not in `content/images/`. Add the file there, or fix the path (it is case-sensitive).',
  },
  {
    test: /^the MDX body does not compile/,
    title: 'Body does not compile',
    meaning:
      'The text below the fields is MDX: `{` and `<` start code there. Write `\\{` or `&lt;` for the characters themselves, and close every tag you open.',
  },
  {
    test: /^no route shows this page/,
    title: 'Page file without a page',
    meaning:
      'Files in `content/pages/` belong to a fixed list of pages (the route table above). A new page needs a developer to add a route; rename or remove this file.',
  },
  {
    test: /^the file is missing/,
    title: 'Missing file',
    meaning: 'Every page in the route table needs its file. Restore it (from git history) or ask a developer to remove the page.',
  },
  {
    test: /^expected .*, got /,
    title: 'Wrong kind of value',
    meaning:
      'The value is there but not in the form the field needs. The message says what was expected and what was found; the field reference lists the allowed values.',
  },
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

async function check(root: string, fixtures: string[]): Promise<Problem[]> {
  const dir = mkdtempSync(join(tmpdir(), 'content-docs-'));
  try {
    cpSync(join(root, 'content'), join(dir, 'content'), { recursive: true });
    if (existsSync(join(root, 'public'))) cpSync(join(root, 'public'), join(dir, 'public'), { recursive: true });
    for (const fixture of fixtures) cpSync(join(root, FIXTURES, fixture), dir, { recursive: true });
    return (await checkContent(dir)).problems;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One message per fixture, grouped by kind, in the order of KINDS. */
export async function checkMessages(root: string): Promise<MessageKind[]> {
  const fixtures = readdirSync(join(root, FIXTURES)).sort();
  const filesOf = new Map(fixtures.map((f) => [f, filesUnder(join(root, FIXTURES, f)).map((file) => relative(join(root, FIXTURES, f), file))]));
  // All at once is fast; a fixture whose message is not unambiguous is checked alone.
  const together = await check(root, fixtures);
  const examples: Example[] = [];
  for (const fixture of fixtures) {
    let found = together.filter((problem) => filesOf.get(fixture)!.includes(problem.file));
    if (found.length !== 1) found = await check(root, [fixture]);
    for (const problem of found) {
      const path = join(root, FIXTURES, fixture, problem.file);
      const line = problem.line && existsSync(path) ? readFileSync(path, 'utf8').split('\n')[problem.line - 1]?.trim() : undefined;
      examples.push({ fixture, problem, ...(line ? { line } : {}) });
    }
  }
  const kinds = KINDS.map((kind) => ({ title: kind.title, meaning: kind.meaning, examples: [] as Example[] }));
  const other: MessageKind = { title: 'Other', meaning: 'Read the message: it names the field and what was expected.', examples: [] };
  for (const example of examples) {
    const index = KINDS.findIndex((kind) => kind.test.test(example.problem.message));
    (index >= 0 ? kinds[index]! : other).examples.push(example);
  }
  return [...kinds, other].filter((kind) => kind.examples.length);
}
