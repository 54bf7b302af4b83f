/**
 * What a copywriter can write in an MDX body: the Markdown the build understands (CommonMark +
 * GFM) and the components of `mdxComponents` (src/components/ui/Prose.tsx), each with an
 * example found in the real content files.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { mdxComponents } from '~/components/ui/Prose';
import { parseSource } from '~/content/source';

export const PROSE = 'src/components/ui/Prose.tsx';

export type Syntax = { name: string; how: string; example: string | undefined; file: string | undefined };
export type Component = { name: string; doc: string; example: string | undefined; file: string | undefined };

/** Markdown an MDX body understands, and the pattern that finds a real use of it. */
export const MARKDOWN: { name: string; how: string; find: RegExp }[] = [
  { name: 'Section heading', how: '`## Heading` (the page title is the h1; start body headings at `##`)', find: /^## \S/ },
  { name: 'Sub-heading', how: '`### Heading`, under a `##` (a heading is at most one `#` deeper than the one before it)', find: /^### \S/ },
  { name: 'Paragraph', how: 'Plain text; leave an empty line between paragraphs', find: /^[A-Z][^|<{]{40,}$/ },
  { name: 'Bold', how: '`**words**`', find: /\*\*[^*]+\*\*/ },
  { name: 'Italic', how: '`_words_`', find: /(^|\s)_[^_]+_(\s|$|[.,])/ },
  { name: 'Bulleted list', how: '`- item`, one per line', find: /^- \S/ },
  { name: 'Numbered list', how: '`1. item`, one per line', find: /^\d+\. \S/ },
  { name: 'Link', how: '`[words](/contact)` inside the site, `[words](https://…)` outside (opens in a new tab)', find: /\[[^\]]+\]\([^)]+\)/ },
  { name: 'Table', how: 'GitHub tables: `| a | b |`, a `|---|---|` line, then rows', find: /^\|.*\|$/ },
];

/** HTML elements a component can replace, and the Markdown that produces them. */
const ELEMENTS: Record<string, string> = {
  a: 'Link',
  h2: 'Section heading',
  h3: 'Sub-heading',
  p: 'Paragraph',
  strong: 'Bold',
  em: 'Italic',
  ul: 'Bulleted list',
  ol: 'Numbered list',
  table: 'Table',
};

function mdxFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = join(dir, name);
      return statSync(full).isDirectory() ? mdxFiles(full) : name.endsWith('.mdx') ? [full] : [];
    });
}

/** Body lines of every MDX file under content/, with the file they come from. */
function bodyLines(root: string): { file: string; text: string }[] {
  return mdxFiles(join(root, 'content')).flatMap((full) => {
    const file = full.slice(root.length).replace(/^[/\\]/, '');
    const { body } = parseSource(file, readFileSync(full, 'utf8'));
    return body.split('\n').map((text) => ({ file, text: text.trim() }));
  });
}

function shorten(text: string): string {
  return text.length > 110 ? `${text.slice(0, 107).trimEnd()}…` : text;
}

export function markdownSyntax(root: string): Syntax[] {
  const lines = bodyLines(root);
  return MARKDOWN.map(({ name, how, find }) => {
    const hit = lines.find((line) => find.test(line.text));
    return { name, how, example: hit && shorten(hit.text), file: hit?.file };
  });
}

/** Doc comment written right above `name:` inside the mdxComponents object, if any. */
function docComment(source: string, name: string): string {
  const block = /mdxComponents[^=]*=\s*\{([\s\S]*?)\n\};/.exec(source)?.[1] ?? '';
  const match = new RegExp(`/\\*\\*([\\s\\S]*?)\\*/\\s*\\n\\s*['"]?${name}['"]?\\s*:`).exec(block);
  return (match?.[1] ?? '')
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .filter((line) => line && !line.startsWith('@'))
    .join(' ');
}

function exampleTag(source: string, name: string): string | undefined {
  const block = /mdxComponents[^=]*=\s*\{([\s\S]*?)\n\};/.exec(source)?.[1] ?? '';
  const match = new RegExp(`/\\*\\*([\\s\\S]*?)\\*/\\s*\\n\\s*['"]?${name}['"]?\\s*:`).exec(block);
  return /@example\s+(.+)/.exec(match?.[1] ?? '')?.[1]?.trim();
}

/**
 * The components of `mdxComponents` with what each does (from Prose.tsx) and an example: from
 * `content` (the real bodies) when given, else only an `@example` written in Prose.tsx. `syntax`
 * gives the Markdown examples a replaced element borrows.
 */
export function components(root: string, content: string | undefined = root, syntax: Syntax[] = content ? markdownSyntax(content) : []): Component[] {
  const source = readFileSync(join(root, PROSE), 'utf8');
  const lines = content ? bodyLines(content) : [];
  return Object.keys(mdxComponents)
    .sort()
    .map((name) => {
      const element = ELEMENTS[name];
      if (element) {
        const markdown = syntax.find((s) => s.name === element);
        const doc = docComment(source, name) || `Replaces \`<${name}>\`: write it in Markdown as ${markdown?.how ?? `<${name}>`}.`;
        return { name: `<${name}>`, doc, example: markdown?.example, file: markdown?.file };
      }
      const hit = lines.find((line) => line.text.includes(`<${name}`));
      return {
        name: `<${name}>`,
        doc: docComment(source, name) || 'A component for MDX bodies.',
        example: hit ? shorten(hit.text) : exampleTag(source, name),
        file: hit?.file,
      };
    });
}
