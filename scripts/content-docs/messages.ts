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
    test: /^indent `|indented with a tab|is given twice|put this text in quotes|no closing quote mark|^the YAML cannot be read/,
    title: 'Fields that cannot be read (YAML)',
    meaning:
      'The fields are YAML: each field on its own line as `name: value`, fields of one group indented alike with spaces (never tabs), each name once. Text holding a colon followed by a space goes in quotes. The message names the line to change and how.',
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
    test: /^delete this line: the address comes from the file name/,
    title: 'Slug field',
    meaning:
      'A news item or job posting is at the address its file name gives (`content/news/<slug>.mdx` is `/news/<slug>`). Delete the `slug:` line; to change the address, rename the file.',
  },
  {
    test: /is \d+ characters; at most \d+/,
    title: 'Text too long',
    meaning: 'The text is longer than the place that shows it. The message gives its length and the limit; shorten it.',
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
    test: /leads to no anchor/,
    title: 'Broken anchor',
    meaning:
      'A link ends in `#name`, but the page it leads to has no section with that id. Link to one of the ids listed, or give the section an `id:`.',
  },
  {
    test: /^image .* not found/,
    title: 'Missing image',
    meaning: 'The image is not in `content/images/`. Add the file there, or fix the path (it is case-sensitive).',
  },
  {
    test: /is not a component of this site|is not a name this site provides|a body cannot import/,
    title: 'Unknown component or name in the text',
    meaning:
      'In the text below the fields, `<Name>` is a component and `{name}` is code: both must be something the site provides, and the message lists what there is. For a product figure write `[[product.spec]]`; for braces as text write `\\{` and `\\}`.',
  },
  {
    test: /^write `<|^"<" starts a tag|^HTML comments|is never closed|cannot be worked out|^a "\{" is never closed|^the MDX body cannot be read|instead of `class=|`style` takes no text/,
    title: 'HTML and braces in the text',
    meaning:
      'The text below the fields is MDX: `<` starts a tag and `{` starts code. End empty tags with `/>` (`<br />`), close every tag you open, write `&lt;` for a "less than" sign and `\\{` for a brace; the message gives the exact fix.',
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
