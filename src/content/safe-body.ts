/**
 * The safe subset of MDX a body may use (docs/decisions/3300), as one remark step
 * that every pipeline compiling a body runs: the content check (./body.ts), `npm run dev` and the
 * build (scripts/content-mdx.ts), the feed (scripts/build/feed.ts) and the browser editor's
 * preview and save (src/admin/). A body is Markdown plus:
 *
 * - the kit's body components (./body-scope.ts `bodyComponents`), with literal attribute values
 *   only (`name="text"`, `name={3}`, `name={true}`, a bare `name`);
 * - a few HTML tags without attributes (`bodyTags`: `<br />`, `<sup>`, `<sub>`, `<bdi>`);
 * - comments, `{/* a note *\/}`, which compile to nothing.
 *
 * Refused: `import` and `export`, every other `{…}` expression, spread attributes,
 * `dangerouslySetInnerHTML`, event handlers (`on…`), `style`, any other tag or component, and
 * addresses whose scheme is not https, http, mailto or tel (./safe-url.ts). Each refusal is a
 * copywriter's message: what is wrong and what to write instead.
 *
 * Pure; runs in Node and in the browser.
 */
import type { Nodes, Root } from 'mdast';
import type {} from 'mdast-util-mdx';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { bdiDirections, bodyComponents, bodyTags } from './body-scope';
import { htmlTagProblem, type Found } from './body-mistakes';
import { unsafeUrl } from './safe-url';

export type SafeBodyOptions = {
  /** Components a body may use (default: `bodyComponents`). */
  components?: readonly string[];
  /** The `[[product.spec]]` references a bare name in braces may have meant (`{languages}`), written out. */
  figureHint?: (name: string) => string[];
  /**
   * Where the body stands when it is compiled alone (the editor's preview): the file it belongs
   * to and the file line it starts on, so a refusal names the file's line. A whole file compiled
   * (the build) is named by its own path and lines.
   */
  place?: { file: string; bodyLine: number };
};

type Element = MdxJsxFlowElement | MdxJsxTextElement;

const TAGS = `\`<br />\`, \`<sup>\`, \`<sub>\` and \`<bdi>\``;

/** `{/* a note *\/}`: comments only, which compile to nothing. */
const COMMENTS_ONLY = /^\s*(?:\/\*(?:(?!\*\/)[\s\S])*\*\/\s*)*$/;

/** A literal a component's attribute may take in braces: a number or true/false. */
const LITERAL = /^\s*(?:-?\d+(?:\.\d+)?|true|false)\s*$/;

/** Text of code as a message shows it: one line, at most 60 characters. */
function shown(code: string): string {
  const line = code.replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 57)}…` : line;
}

/** Every place where `tree` leaves the safe subset, with what to write instead; lines are the tree's own. */
export function safeBodyRefusals(tree: Root, options: SafeBodyOptions = {}): Found[] {
  const components = options.components ?? bodyComponents;
  const found: Found[] = [];
  const visit = (node: Nodes) => {
    const line = node.position?.start.line;
    const refuse = (message: string) => found.push({ line, message });
    switch (node.type) {
      case 'mdxjsEsm':
        refuse(
          /^\s*import\b/.test(node.value)
            ? 'a body cannot import code; delete this line and use Markdown or the components of this site'
            : 'a line starting with `export` is code, which a text cannot hold; delete it (a product figure is quoted as `[[product.spec]]`), or start the sentence with another word',
        );
        return;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        if (!COMMENTS_ONLY.test(node.value) || (node.data?.estree?.body.length ?? 0) > 0) refuse(expressionMessage(node.value, options.figureHint));
        return;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const refused = elementRefusal(node, components);
        if (refused) {
          found.push({ line: refused.line ?? line, message: refused.message });
          return; // One mistake, one message: what the tag holds goes with it.
        }
        break;
      }
      case 'html':
        refuse('raw HTML cannot be used in the text; write Markdown');
        return;
      case 'link':
      case 'image':
      case 'definition': {
        const unsafe = unsafeUrl(node.url);
        const what = node.type === 'image' ? 'the image' : node.type === 'link' ? 'the link' : 'the link definition';
        if (unsafe) refuse(`${what} "${shown(node.url)}" ${unsafe}`);
        break;
      }
      default:
        break;
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  if (options.place) {
    const { bodyLine } = options.place;
    return found.map((refusal) => ({ ...refusal, line: bodyLine + Math.max(0, (refusal.line ?? 1) - 1) }));
  }
  return found;
}

/** The message for code in braces: a name that may be a product figure gets its reference. */
function expressionMessage(code: string, figureHint: SafeBodyOptions['figureHint']): string {
  const name = /^\s*([A-Za-z_$][\w$]*)\s*$/.exec(code)?.[1];
  const figures = name && figureHint ? figureHint(name) : [];
  const figure = figures.length ? `; to quote a product figure, write ${figures.map((ref) => `\`${ref}\``).join(' or ')}` : '';
  const text = shown(code);
  return `\`{${text}}\` is code, which a text cannot hold${figure}; to show the braces as text, write \`\\{${text}\\}\``;
}

/** Why an element cannot stand in a body (its most telling reason only), or undefined when it can. */
function elementRefusal(node: Element, components: readonly string[]): Found | undefined {
  const name = node.name ?? '';
  if (!name) return undefined; // A fragment, `<>…</>`: nothing but its children.
  const tag = `<${name}>`;
  const isComponent = /^[A-Z]/.test(name) || name.includes('.');
  // The attribute that does most harm is named (code passed in, raw HTML, a handler, a style, an
  // address), with what to write instead: for a tag the text may not hold, its Markdown.
  const kept = isComponent || bodyTags.includes(name);
  const strings = Object.fromEntries(node.attributes.flatMap((a) => (a.type === 'mdxJsxAttribute' && typeof a.value === 'string' ? [[a.name, a.value]] : [])));
  const markdown =
    name === 'img'
      ? `write \`![what it shows](${strings.src && !unsafeUrl(strings.src) ? strings.src : '/images/…'})\` instead of \`<img>\``
      : name === 'a'
        ? `write \`[the words](${strings.href && !unsafeUrl(strings.href) ? strings.href : '/contact'})\` instead of \`<a>\``
        : 'delete the tag and write its words in Markdown';
  const dangers = node.attributes.flatMap((attribute): { rank: number; found: Found }[] => {
    const line = attribute.position?.start.line;
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      const spread = /^\s*\.\.\.\s*[\w$.]+\s*$/.test(attribute.value) ? `{${attribute.value.trim()}}` : '{...}';
      return [{ rank: 0, found: { line, message: `\`${spread}\` in \`${tag}\` passes code to it, which a text cannot hold; ${kept ? 'write each attribute as `name="value"`' : markdown}` } }];
    }
    const attr = attribute.name;
    if (attr === 'dangerouslySetInnerHTML') {
      return [{ rank: 1, found: { line, message: `\`dangerouslySetInnerHTML\` in \`${tag}\` writes raw HTML into the page, which a text cannot hold; delete the tag and write its words in Markdown` } }];
    }
    if (/^on/i.test(attr)) {
      return [{ rank: 2, found: { line, message: `\`${attr}\` in \`${tag}\` would run code in the visitor's browser, which a text cannot hold; ${kept ? 'delete it' : markdown}` } }];
    }
    if (attr === 'style') return [{ rank: 3, found: { line, message: `\`style\` in \`${tag}\` cannot be used in the text: the site's styles apply; ${kept ? 'delete it' : markdown}` } }];
    const unsafe = typeof attribute.value === 'string' ? unsafeUrl(attribute.value) : undefined;
    if (unsafe && typeof attribute.value === 'string') {
      return [{ rank: 4, found: { line, message: `the address "${shown(attribute.value)}" in \`${tag}\` ${unsafe}${kept ? '' : `; and ${markdown}`}` } }];
    }
    return [];
  });
  const worst = dangers.sort((a, b) => a.rank - b.rank)[0];
  if (worst) return worst.found;
  const line = node.position?.start.line;
  if (isComponent) {
    if (!components.includes(name.split('.')[0]!) || name.includes('.')) {
      const choices = components.length
        ? `the ones you can use are ${components.map((c) => `\`<${c}>\``).join(', ')}`
        : 'the ones you can use are: none — write Markdown, or an HTML tag such as `<sup>`';
      return { line, message: `\`${tag}\` is not a component of this site; ${choices}` };
    }
    for (const attribute of node.attributes) {
      if (attribute.type !== 'mdxJsxAttribute' || attribute.value === null || typeof attribute.value === 'string' || attribute.value === undefined) continue;
      if (!LITERAL.test(attribute.value.value)) {
        return {
          line: attribute.position?.start.line,
          message: `\`${attribute.name}={${shown(attribute.value.value)}}\` in \`${tag}\` is code, which a text cannot hold; write a plain value: \`${attribute.name}="words"\`, \`${attribute.name}={3}\` or \`${attribute.name}={true}\``,
        };
      }
    }
    return undefined;
  }
  const lower = name.toLowerCase();
  if (!bodyTags.includes(name)) return { line, message: tagMessage(lower, node) };
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    const value = typeof attribute.value === 'string' ? attribute.value : undefined;
    if (name === 'bdi' && attribute.name === 'dir' && value !== undefined && bdiDirections.includes(value)) continue;
    const allowed = name === 'bdi' ? ' (`<bdi>` takes only `dir="ltr"`, `dir="rtl"` or `dir="auto"`)' : '';
    return { line: attribute.position?.start.line ?? line, message: `\`${tag}\` takes no attributes in the text${allowed}; write \`${tag}\` alone (the site's styles apply)` };
  }
  return undefined;
}

/** What to write instead of an HTML tag a body cannot hold. */
function tagMessage(tag: string, node: Element): string {
  const attributes = Object.fromEntries(node.attributes.flatMap((a) => (a.type === 'mdxJsxAttribute' && typeof a.value === 'string' ? [[a.name, a.value]] : [])));
  const specific = htmlTagProblem(tag, attributes);
  if (specific) return specific;
  if (tag === 'a') return `write the link in Markdown, \`[the words](${attributes.href || '/contact'})\`, instead of \`<a>\``;
  if (/^h[2-6]$/.test(tag)) return `write the heading in Markdown, \`${'#'.repeat(Number(tag[1]))} Heading\`, instead of \`<${tag}>\``;
  if (tag === 'b' || tag === 'strong') return `write bold text in Markdown, \`**words**\`, instead of \`<${tag}>\``;
  if (tag === 'i' || tag === 'em') return `write italic text in Markdown, \`_words_\`, instead of \`<${tag}>\``;
  if (tag === 'ul' || tag === 'ol' || tag === 'li') return `write a list in Markdown, one \`- item\` (or \`1. item\`) per line, instead of \`<${tag}>\``;
  if (tag === 'hr') return 'write `---` on a line of its own, after an empty line, instead of `<hr />`';
  if (tag === 'p') return 'write paragraphs as plain text with an empty line between them, instead of `<p>`';
  return `\`<${tag}>\` cannot be used in the text; write Markdown (the tags a text may hold are ${TAGS}, without attributes)`;
}

/** A body the safe step refused: every refusal, one per line, as `npm run content:check` prints it. */
export class BodyRefused extends Error {
  constructor(readonly refusals: { file: string; line: number | undefined; message: string }[]) {
    super(refusals.map((refusal) => `${refusal.file}${refusal.line ? `:${refusal.line}` : ''} body — ${refusal.message}`).join('\n'));
    this.name = 'BodyRefused';
  }
}

/** `path` relative to `cwd`, as the check names files (`content/news/x.mdx`). */
function fileName(path: string | undefined, cwd: string): string {
  if (!path) return '';
  return path.startsWith(`${cwd.replace(/\/$/, '')}/`) ? path.slice(cwd.replace(/\/$/, '').length + 1) : path;
}

/**
 * The remark plugin: a body outside the safe subset fails to compile, with every refusal in the
 * check's words (BodyRefused). `file` is the compiled file (its path names it).
 */
export function remarkSafeBody(options: SafeBodyOptions = {}) {
  return (tree: Root, file: { path?: string; cwd: string }) => {
    const refusals = safeBodyRefusals(tree, options);
    if (!refusals.length) return;
    const name = options.place?.file ?? fileName(file.path, file.cwd);
    throw new BodyRefused(refusals.map((refusal) => ({ file: name, line: refusal.line, message: refusal.message })));
  };
}
