/**
 * Mistakes a copywriter makes in an MDX body that the MDX compiler lets through (or stops at in
 * its own words), each turned into a plain fix (issue 30, docs/decisions/3000):
 *
 * - emphasis that is never closed (`**bold`), which the page shows as literal asterisks;
 * - raw HTML tags that publish something broken or outside the site's design (`<img>` without
 *   the site's image sizes or alt text, `<iframe>`, `<script>`, a second `<h1>`);
 * - links with no address or no words, images with no description;
 * - every message of the MDX parser (micromark's JSX, expression and ESM extensions, the mdast
 *   JSX builder), translated into what to type instead, at the line the mistake is on.
 *
 * Pure: src/content/body.ts walks the tree and calls these.
 */
import type { Link, Nodes, Root, Text } from 'mdast';
import { invisibleIn } from './invisible';

/** Lines and columns here are 1-based and counted within the body. */
export type Found = { line: number | undefined; message: string };

/** What a link's visible words are: its text, inline code and image descriptions, joined. */
function wordsOf(node: { children?: unknown[]; value?: unknown; alt?: unknown }): string {
  if (typeof node.value === 'string') return node.value;
  if (typeof node.alt === 'string') return node.alt;
  return (node.children ?? []).map((child) => wordsOf(child as typeof node)).join('');
}

/** A link with no address, or no words to click. */
export function linkProblems(node: Link): string[] {
  const words = wordsOf(node).trim();
  const problems: string[] = [];
  if (!node.url.trim()) {
    problems.push(`the link "${words || '…'}" has no address; write where it leads between the round brackets, like [${words || 'Contact us'}](/contact)`);
  } else if (!words) {
    problems.push(`the link to "${node.url}" has no words to click; write them between the square brackets, like [Contact us](${node.url})`);
  }
  return problems;
}

/**
 * An image written in Markdown without a description, or from anywhere but content/images/: a
 * bare file name (`![a robot](x)`) is read from beside the page's address and shows broken, and
 * a picture from another site loads from there before the visitor asks for anything: no request leaves the site until the visitor asks.
 */
export function imageProblems(url: string, alt: string | null | undefined, folder = 'news'): string[] {
  const problems: string[] = [];
  const address = url.trim();
  if (!alt?.trim()) {
    problems.push(`the image "${url}" has no description, so screen readers say nothing about it; write what it shows between the square brackets: ![what the picture shows](${url})`);
  }
  const local = /^[a-z][a-z0-9+.-]*:|^\/\//i.test(address) ? undefined : address;
  if (!address || local?.startsWith('/images/') || (local === undefined && !/^(https?:)?\/\//i.test(address))) return problems;
  const name = (address.split(/[?#]/)[0] ?? '').split('/').filter(Boolean).pop() ?? 'picture.svg';
  const written = `![${alt?.trim() || 'what the picture shows'}](/images/${folder}/${name})`;
  problems.push(
    local === undefined
      ? `the image "${url}" is on another site, which the page would load it from before the visitor asks for anything; put the file in content/images/${folder}/ and write its path from /images/: ${written}`
      : `the image "${url}" is not a path under /images/, so the page shows it broken; put the file in content/images/${folder}/ and write its path from /images/: ${written}`,
  );
  return problems;
}

/**
 * Headings of a body in order: the page's title is its only `#` heading, the text's headings
 * start at `##`, and each is at most one level deeper than the heading before it (a skipped level
 * leaves screen reader users looking for a heading that is not there).
 */
export function headingProblems(tree: Root): Found[] {
  const found: Found[] = [];
  let previous = 1;
  const visit = (node: Nodes) => {
    if (node.type === 'heading') {
      const line = node.position?.start.line;
      const marks = (depth: number) => `\`${'#'.repeat(depth)}\``;
      if (node.depth === 1) {
        found.push({ line, message: 'a `#` heading is the page\'s main heading (h1), which the page already has from its fields; write `## Heading` for a heading in the text' });
        previous = 2;
        return;
      }
      if (node.depth > previous + 1) {
        const after = previous === 1 ? 'the page\'s title' : marks(previous);
        found.push({
          line,
          message: `${marks(node.depth)} after ${after} skips a level, so screen readers announce a heading that is not there; write ${marks(previous + 1)} (a heading is at most one \`#\` deeper than the one before it)`,
        });
        previous += 1;
        return;
      }
      previous = node.depth;
      return;
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return found;
}

/**
 * Emphasis markers left in a text node: the parser pairs `**…**` and `_…_` into bold and italic,
 * so a marker still in the text was never closed (or was closed after a space, which Markdown
 * does not count) and shows as asterisks. `raw` is the source of the node, for its lines and to
 * leave escaped markers (`\*\*`) alone.
 */
export function emphasisProblems(node: Text, raw: string): Found[] {
  const start = node.position?.start.line;
  if (start === undefined || !/[*_]/.test(raw)) return [];
  const found: Found[] = [];
  const lineOf = (offset: number) => start + (raw.slice(0, offset).match(/\n/g)?.length ?? 0);
  // Unescaped runs of two (bold) or one (italic) marker that touch a word on one side.
  const strong = [...raw.matchAll(/(?<!\\)(\*\*|__)/g)];
  if (strong.length) {
    const marker = strong[0]![1]!;
    const after = /^\S+/.exec(raw.slice(strong[0]!.index + 2))?.[0] ?? '';
    if (strong.length === 1) {
      found.push({
        line: lineOf(strong[0]!.index),
        message: `\`${marker}\` before "${after.replace(/[*_]+$/, '') || '…'}" opens bold text that is never closed, so the page shows the asterisks; add \`${marker}\` right after the last bold word (or write \`\\${marker[0]}\\${marker[0]}\` to show them)`,
      });
    } else {
      found.push({
        line: lineOf(strong[0]!.index),
        message: `these \`${marker}\` show as asterisks: bold text ends with \`${marker}\` right after a word, with no space before it (\`${marker}bold words${marker}\`)`,
      });
    }
    return found;
  }
  // A single `*` or `_` at the start of a word, never closed: "*important".
  const single = /(?<![\\\w*])(\*|_)(?=[A-Za-z])/.exec(raw);
  if (single && !new RegExp(`\\w\\${single[1]}(?![\\w${single[1] === '_' ? '' : '*'}])`).test(raw.slice(single.index + 1))) {
    const word = /^\S+/.exec(raw.slice(single.index + 1))?.[0] ?? '';
    found.push({
      line: lineOf(single.index),
      message: `\`${single[1]}\` before "${word}" opens italic text that is never closed, so the page shows it; add \`${single[1]}\` right after the last word in italics (or write \`\\${single[1]}\` to show it)`,
    });
  }
  return found;
}

/** What to write instead of a raw HTML tag that does not belong in a page's text, or undefined when the tag is fine. */
export function htmlTagProblem(name: string, attributes: Record<string, string | undefined>): string | undefined {
  const tag = name.toLowerCase();
  if (tag === 'img') {
    const src = attributes.src ?? '';
    const alt = attributes.alt;
    const missing = alt === undefined ? ' and without alt text, so screen readers say nothing about it' : '';
    return `\`<img>\` is published as it is: without the site's image sizes${missing}; write a Markdown image that says what it shows, \`![what the picture shows](${src || '/images/…'})\`, or show it in a \`media-text\` section (\`image: { src, alt }\`)`;
  }
  if (['iframe', 'video', 'audio', 'embed', 'object'].includes(tag)) return `\`<${tag}>\` cannot be used in the text: embedded players load only after a visitor agrees; use a \`videos\` section`;
  if (['script', 'style', 'link', 'meta', 'base'].includes(tag)) return `\`<${tag}>\` cannot be used in the text: content carries no code or styles (the site's styles apply); delete it`;
  if (['form', 'input', 'button', 'select', 'textarea'].includes(tag)) return `\`<${tag}>\` cannot be used in the text: use a \`contact-form\` or \`newsletter\` section, or a link to /contact`;
  if (tag === 'h1') return 'the page already has its main heading (h1) from its fields; write `## Heading` for a heading in the text';
  if (tag === 'font' || tag === 'center') return `\`<${tag}>\` is not used on this site; write plain Markdown (the site's styles apply)`;
  return undefined;
}

/** Text of the tag around `column` on `lineText`: the `<…` that holds it. */
function tagAt(lineText: string, column: number): string {
  const open = lineText.lastIndexOf('<', Math.max(0, column - 1));
  if (open < 0) return '';
  const close = lineText.indexOf('>', open);
  return lineText.slice(open, close < 0 ? undefined : close + 1);
}

/** The `name=` an attribute value at `column` belongs to. */
function attributeBefore(lineText: string, column: number): string | undefined {
  return /([A-Za-z_:][\w:.-]*)\s*=\s*$/.exec(lineText.slice(0, Math.max(0, column - 1)))?.[1];
}

const CURLY = /[\u2018\u2019\u201A\u201B\u201C\u201D\u201E\u201F\u00AB\u00BB]/;

/**
 * A plain message for an MDX parser error. `reason` is the parser's wording, `rule` its rule id
 * (`unexpected-character`, `unexpected-eof`, …), `lineText` the body line it points at and
 * `column` the 1-based column there. Never returns the parser's own wording.
 */
export function parserMessage(reason: string, rule: string | undefined, lineText: string, column: number | undefined): string {
  const col = column ?? 1;
  const char = /^Unexpected character `(.+?)` \(U\+([0-9A-F]+)\) (before|in|after) ([a-z -]+?), expected/.exec(reason);
  const at = char?.[3] && char[4] ? `${char[3]} ${char[4]}` : (/^Unexpected end of file (before|in|after) ([a-z -]+?), expected/.exec(reason)?.slice(1, 3).join(' ') ?? '');
  const found = char ? String.fromCodePoint(parseInt(char[2]!, 16)) : undefined;
  const tag = tagAt(lineText, col);
  const name = /^<\/?([^\s/>]*)/.exec(tag)?.[1] ?? '';
  const invisible = found ? invisibleIn(found)[0] : undefined;

  if (invisible) return `${invisible.name} at column ${col}, inside the tag \`${tag.trim()}\`, looks like a space but MDX cannot read it there; delete it and type an ordinary space`;
  if (found && CURLY.test(found)) {
    const attribute = attributeBefore(lineText, col);
    return `${attribute ? `the value of \`${attribute}\` starts with` : 'the tag holds'} a curly quote (${found}), as a word processor types it; in a tag write straight quotes: \`${attribute ?? 'name'}="…"\``;
  }
  if (at === 'before attribute value') {
    const attribute = attributeBefore(lineText, col) ?? 'the attribute';
    const value = (/^[^\s>]*/.exec(lineText.slice(col - 1))?.[0] ?? '').replace(/\/$/, '');
    if (found === '<') return `the value of \`${attribute}\` is a tag, which a text cannot hold; write a plain value in quotes: \`${attribute}="…"\``;
    const quoted = `put the value of \`${attribute}\` in quotes: \`${attribute}="${value}"\``;
    // An image tag fixed this way would still publish an image without sizes or alt text.
    return name.toLowerCase() === 'img' && attribute === 'src' ? `${quoted}; better, write the image in Markdown with what it shows: \`![what the picture shows](${value})\`` : quoted;
  }
  if (at === 'in attribute value') {
    const open = /<([A-Za-z][\w.:-]*)[^>]*?\s([A-Za-z_:][\w:.-]*)\s*=\s*["'][^"']*$/.exec(lineText);
    return `the value of \`${open?.[2] ?? 'an attribute'}\`${open ? ` in \`<${open[1]}>\`` : ''} has no closing quote mark; end it with the same quote it starts with, on the same line`;
  }
  if (at === 'before name') {
    if (found === '!') return 'HTML comments do not work in MDX; write `{/* your note */}` instead';
    if (found && /[0-9 =]/.test(found)) {
      const rest = /^[0-9A-Za-z]+/.exec(lineText.slice(col - 1))?.[0] ?? found;
      return `"<" starts a tag in MDX; write 'less than ${rest}' or \`&lt;${rest}\``;
    }
    if (found === '/' || found === '*') return 'a comment inside a tag is not allowed in MDX; delete it, or write `{/* your note */}` outside the tag';
    return `"<" starts a tag in MDX; to show the character "<" itself, write \`&lt;\``;
  }
  if (/ name$/.test(at) && (found === ':' || found === '@' || found === '/' || found === '.')) {
    const address = /^<([^>\s]+)>?/.exec(tag)?.[1] ?? '';
    if (found === '@' || /@/.test(address)) return `MDX does not read \`<${address}>\` as a link; write \`[${address}](mailto:${address})\``;
    if (/^https?:/.test(address) || found === ':') return `MDX does not read \`<${address}>\` as a link; write \`[the words to click](${address})\``;
  }
  if (/^(in|after) (local )?(attribute )?name$|^(before|in|after) (member |local )?(attribute )?name$/.test(at)) {
    return `the tag \`${tag.trim() || `<${name}`}\` is not written as MDX reads tags (column ${col}): a tag is \`<name attribute="value">\`, with letters, digits or "-" in names; to show "<" as text, write \`&lt;\``;
  }
  if (at === 'after self-closing slash') return `\`/\` in a tag must be followed by ">": end the tag with \`/>\``;
  if (/^Unexpected end of file/.test(reason) && /expression|brace/.test(reason)) return 'a "{" is never closed; to show a brace as text, write `\\{`';
  if (/^Unexpected end of file/.test(reason)) return `the tag \`${tag.trim() || '<…'}\` is never ended; end it with ">" (or "/>" for a tag with no closing tag)`;
  if (/^Unexpected lazy line/.test(reason)) return 'this line continues a list, quote or tag above it but is not indented like it; indent it like the line above, or leave an empty line before it';
  if (/^Unexpected closing slash `\/` in tag, expected an open tag first/.test(reason)) return `\`${tag.trim()}\` closes a tag that is not open; delete it, or open it before with \`<${name}>\``;
  if (/^Unexpected attribute in closing tag/.test(reason)) return `a closing tag takes no attributes: write \`</${name}>\``;
  if (/^Unexpected self-closing slash `\/` in closing tag/.test(reason)) return `write the closing tag as \`</${name}>\`, with no "/" at its end`;
  const wrongClose = /^Unexpected closing tag `<\/([^>]*)>`, expected corresponding closing tag for `<([^>]*)>` \((\d+):/.exec(reason);
  if (wrongClose) return `\`</${wrongClose[1]}>\` closes a tag while \`<${wrongClose[2]}>\` is still open; close \`<${wrongClose[2]}>\` first (tags close in the reverse order they open)`;
  const across = /^Expected the closing tag `<\/([^>]*)>` either after the end of `(\w+)`/.exec(reason);
  if (across) return `\`<${across[1]}>\` and \`</${across[1]}>\` must be in the same paragraph (or each on a line of its own, around the paragraphs)`;
  if (/^Unexpected empty expression/.test(reason)) return '`{}` is empty; delete it, or to show braces as text write `\\{\\}`';
  if (/^Could not parse import\/exports with acorn|^Unexpected `\w+` in code: only import\/exports are supported/.test(reason)) {
    return 'a line that starts with "import" or "export" is read as code in MDX; start the sentence with another word';
  }
  if (/expected an object spread|only a single spread|only spread elements/.test(reason)) return '`{…}` inside a tag is code, which a text cannot hold; write the attribute as `name="value"`';
  if (/layout|default export/i.test(reason)) return 'a body cannot export a layout; delete the `export default` line';
  return `MDX cannot read this line near column ${col}; check its "<", "{" and "}" (to show them as text, write \`&lt;\`, \`\\{\` and \`\\}\`)`;
}
