/**
 * Real content check messages: every broken file in tests/fixtures/content-errors/ (one mistake
 * each) laid over a copy of content/, checked once, each message paired with the line that
 * caused it and a plain explanation of what to do.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { checkContent } from '~/content/check';
import type { Problem } from '~/content/source';

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
    test: /byte-order mark|non-breaking space|zero-width space|narrow non-breaking|curly quote|cannot be seen/,
    title: 'Characters you cannot see',
    meaning:
      'Text pasted from a word processor or a web page can bring characters that look like a space or a quote but are not: a non-breaking space, a curly quote, an invisible mark at the start of the file. The message names the character and its column; delete it and type the ordinary one.',
  },
  {
    test: /^a new item of the list starts here|^the first item of `[^`]+` has no `- `/,
    title: 'A list item without its dash',
    meaning:
      'Each item of a list (each section under `sections:`, each card under `items:`) starts with `- `. Add the dash where the message says, like the item above it has.',
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
    test: /restates? the \w+ of/,
    title: 'A product figure typed by hand',
    meaning:
      'Every product figure is typed once, in its file under `content/products/`, and quoted everywhere else as `[[product.key]]`, so that changing it there changes every page, the newsroom, the feed and the Arabic edition. Write the reference the message gives in place of the figure.',
  },
  {
    test: /featured/,
    title: 'Featured news item',
    meaning: 'Exactly one news item carries `featured: true`: it is shown at the top of the newsroom. Remove the flag from all but one.',
  },
  {
    test: /leads to no page of this site/,
    title: 'Broken link',
    meaning:
      'A link points to an address that is not a page of this site. Check the spelling against the route table above. A link to this site is written as a path (`/contact`), without `https://www.…` before it.',
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
    test: /which a text cannot hold|is not a component of this site|a body cannot import|would run code|takes no attributes in the text|cannot be used in the text; write Markdown/,
    title: 'Code in the text',
    meaning:
      'The text below the fields is content, never code: it holds Markdown, a few tags and the components listed above, nothing that runs. `{…}` is code (for a product figure write `[[product.spec]]`; for braces as text write `\\{` and `\\}`), and so are `import`, `export`, `style`, `on…` and `javascript:` links. The message says what to write instead.',
  },
  {
    test: /skips a level|the page's main heading \(h1\)/,
    title: 'Headings in the text',
    meaning:
      'The page’s title is its only `#` heading. Headings in the text start at `##`, and each is at most one `#` deeper than the heading before it (`##`, then `###`), so that screen readers can follow the outline.',
  },
  {
    test: /opens (bold|italic) text|show as asterisks|has no address|no words to click|has no description|empty `href`|not a path under \/images\/|is on another site/,
    title: 'Bold, links and images in the text',
    meaning:
      'Bold text is written `**words**` and ends right after a word; a link is `[words to click](/address)`, with both parts filled in; an image is `![what it shows](/images/…)`. The message shows the line to change.',
  },
  {
    test: /^write `<|^"<" starts a tag|^HTML comments|is never closed|cannot be worked out|^a "\{" is never closed|^MDX cannot read|^MDX does not read|is published as it is|cannot be used in the text|already has its main heading|put the value of|closes a tag|must be in the same paragraph|has no closing quote mark; end it|starts with "import" or "export"|is never ended/,
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

async function check(root: string, content: string, fixtures: string[]): Promise<Problem[]> {
  const dir = mkdtempSync(join(tmpdir(), 'content-docs-'));
  try {
    cpSync(join(content, 'content'), join(dir, 'content'), { recursive: true });
    if (existsSync(join(content, 'public'))) cpSync(join(content, 'public'), join(dir, 'public'), { recursive: true });
    for (const fixture of fixtures) cpSync(join(root, FIXTURES, fixture), dir, { recursive: true });
    return (await checkContent(dir)).problems;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One message per fixture (laid over the content under `content`), grouped by kind, in the order of KINDS. */
export async function checkMessages(root: string, content = root): Promise<MessageKind[]> {
  const fixtures = readdirSync(join(root, FIXTURES)).sort();
  const filesOf = new Map(fixtures.map((f) => [f, filesUnder(join(root, FIXTURES, f)).map((file) => relative(join(root, FIXTURES, f), file))]));
  // All at once is fast; a fixture whose message is not unambiguous is checked alone.
  const together = await check(root, content, fixtures);
  const examples: Example[] = [];
  for (const fixture of fixtures) {
    let found = together.filter((problem) => filesOf.get(fixture)!.includes(problem.file));
    if (found.length !== 1) {
      // Alone, its own files' problems (a problem the content itself has is not this fixture's message).
      const alone = await check(root, content, [fixture]);
      const own = alone.filter((problem) => filesOf.get(fixture)!.includes(problem.file));
      found = own.length ? own : alone;
    }
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
