/**
 * Reads an MDX body as the build will: parsed by @mdx-js/mdx (product figures filled in first),
 * then held to the safe subset by the same step the build compiles with (./safe-body.ts) and
 * read for a copywriter's slips (./body-mistakes.ts: emphasis never closed, links without words,
 * images without a description or outside /images/, headings out of order). Reports each mistake
 * once, with a plain fix and the line counted from the top of the file; hands back the body's
 * links with their lines for the link check. Runs in the content check and in the browser
 * editor's save and preview.
 */
import { createProcessor } from '@mdx-js/mdx';
import type { Nodes, Root } from 'mdast';
import type {} from 'mdast-util-mdx';
import { voidElements } from './body-scope';
import { emphasisProblems, headingProblems, htmlTagProblem, imageProblems, linkProblems, parserMessage } from './body-mistakes';
import { bodyRemarkPlugins } from './mdx-pipeline';
import { safeBodyRefusals } from './safe-body';
import { bodyInvisibles } from './invisible';
import type { FactTable } from './facts';
import type { Problem, SourceFile } from './source';

export type BodyLink = { url: string; line: number };
export type BodyReport = { problems: Problem[]; links: BodyLink[] };

let processor: ReturnType<typeof createProcessor> | undefined;
// The pipeline the build compiles with; only its parser runs here, and the safe step is applied to the tree below.
const parser = () => (processor ??= createProcessor({ remarkPlugins: bodyRemarkPlugins() }));

/**
 * Syntax trees by body text, at most `TREE_LIMIT` of them (the oldest go first): the check reads
 * every body on each run, and the dev server and the content check's tests run it again and again
 * on the same bodies. A parse is a pure function of the text, and the tree is only read here.
 */
const trees = new Map<string, { tree: Root } | { error: unknown }>();
const TREE_LIMIT = 1000;

function parseBody(text: string): Root {
  let found = trees.get(text);
  if (!found) {
    try {
      found = { tree: parser().parse(text) };
    } catch (error) {
      found = { error };
    }
    if (trees.size >= TREE_LIMIT) trees.delete(trees.keys().next().value!);
    trees.set(text, found);
  }
  if ('error' in found) throw found.error;
  return found.tree;
}

/** Reads the body of `source` (`text` is the body with product figures filled in). */
export function readBody(source: SourceFile, text: string, facts: FactTable): BodyReport {
  if (!text.trim()) return { problems: [], links: [] };
  const lineAt = (bodyLine: number | undefined) => source.bodyLine + Math.max(0, (bodyLine ?? 1) - 1);
  const problem = (bodyLine: number | undefined, message: string): Problem => ({ file: source.file, line: lineAt(bodyLine), field: 'body', message });

  // Invisible characters where Markdown needs a space: the line shows its markers as text.
  const hidden = bodyInvisibles(text).map((found) => problem(found.line, found.message));
  let tree: Root;
  try {
    tree = parseBody(text);
  } catch (error) {
    const found = syntaxProblem(error, text);
    // The body cannot be read past its first syntax mistake; its links are still checked line by line.
    return { problems: [...hidden, problem(found.line, found.message)], links: linksByLine(text).map((link) => ({ ...link, line: lineAt(link.line) })) };
  }

  // What the safe subset refuses (./safe-body.ts), as the build's compile step refuses it.
  const figureHint = (name: string) => [...facts].filter(([, specs]) => specs.has(name)).map(([id]) => `[[${id}.${name}]]`).slice(0, 3);
  const problems: Problem[] = [...hidden, ...safeBodyRefusals(tree, { figureHint }).map((found) => problem(found.line, found.message))];
  const links: BodyLink[] = [];
  // Where this file's own images go: content/images/news/ for a news item, …/pages/ for a page.
  const folder = /^content\/(?:[a-z]{2,3}\/)?(news|careers|pages)\//.exec(source.file)?.[1] ?? 'pages';
  problems.push(...headingProblems(tree).map((found) => problem(found.line, found.message)));

  const visit = (node: Nodes) => {
    const line = node.position?.start.line;
    switch (node.type) {
      case 'link':
        problems.push(...linkProblems(node).map((message) => problem(line, message)));
        links.push({ url: node.url, line: lineAt(line) });
        break;
      case 'image':
        problems.push(...imageProblems(node.url, node.alt, folder).map((message) => problem(line, message)));
        links.push({ url: node.url, line: lineAt(line) });
        break;
      case 'definition':
        links.push({ url: node.url, line: lineAt(line) });
        break;
      case 'text': {
        const { start, end } = node.position ?? {};
        const raw = start?.offset !== undefined && end?.offset !== undefined ? text.slice(start.offset, end.offset) : node.value;
        problems.push(...emphasisProblems(node, raw).map((found) => problem(found.line, found.message)));
        break;
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        // A component's own addresses (the safe step refuses every tag that has one).
        if (!/^[A-Z]/.test(node.name ?? '')) break;
        for (const attribute of node.attributes) {
          if (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string' && (attribute.name === 'href' || attribute.name === 'src')) {
            links.push({ url: attribute.value, line: lineAt(attribute.position?.start.line ?? line) });
          }
        }
        break;
      default:
        break;
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return { problems, links };
}

type CompileError = { line?: number; column?: number; reason?: string; message?: string; ruleId?: string; place?: { line?: number; column?: number; start?: { line: number } } };

/** A plain message for a body that cannot be parsed, and its body-relative line. */
function syntaxProblem(error: unknown, text: string): { line: number | undefined; message: string } {
  const found: CompileError = error && typeof error === 'object' ? error : {};
  const reason = found.reason ?? found.message ?? String(error);
  const span = /\((\d+):(\d+)-(\d+):(\d+)\)/.exec(reason);
  // A closing tag that does not match is reported where it stands, not where the open tag is.
  const atPlace = /^Unexpected closing tag/.test(reason) ? (found.place?.start?.line ?? found.place?.line) : undefined;
  let line = atPlace ?? (span ? Number(span[1]) : undefined) ?? found.place?.start?.line ?? found.place?.line ?? found.line;
  const lines = text.split('\n');
  // A quote never closed inside a tag is noticed at the end of the text: point at the line that opened it.
  if (/in attribute value/.test(reason) && /^Unexpected end of file/.test(reason)) {
    for (let i = Math.min((line ?? lines.length) - 1, lines.length - 1); i >= 0; i -= 1) {
      if (/<[A-Za-z][^>]*\s[\w:-]+\s*=\s*(["'])[^"']*$/.test(lines[i]!)) {
        line = i + 1;
        break;
      }
    }
  }
  const lineText = lines[(line ?? 1) - 1] ?? '';

  const unclosed = /^Expected a closing tag for `<([^>]+)>`/.exec(reason);
  if (unclosed) {
    const name = unclosed[1]!;
    if (voidElements.includes(name.toLowerCase())) {
      const tag = span ? lineText.slice(Number(span[2]) - 1, Number(span[4]) - 1) : `<${name}>`;
      // An image is better not written as a tag at all: the fix for the tag's ending would be followed by that one.
      const attributes = Object.fromEntries([...tag.matchAll(/([A-Za-z-]+)\s*=\s*"([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
      const better = name.toLowerCase() === 'img' ? htmlTagProblem('img', attributes) : undefined;
      return { line, message: better ?? `write \`${tag.replace(/\s*>$/, ' />')}\` (in MDX an empty tag ends with "/>")` };
    }
    return { line, message: `\`<${name}>\` is never closed; close it with \`</${name}>\`, or end the tag with "/>"` };
  }
  if (found.ruleId === 'unexpected-eof' && /closing brace/.test(reason)) {
    return { line, message: 'a "{" is never closed; to show a brace as text, write `\\{`' };
  }
  if (found.ruleId === 'acorn' && !/import\/exports/.test(reason)) {
    const column = (found.column ?? 1) - 1;
    const open = lineText.lastIndexOf('{', column);
    const close = lineText.indexOf('}', open);
    const expression = open >= 0 && close > open ? lineText.slice(open, close + 1) : '{…}';
    return { line, message: `\`${expression}\` cannot be worked out (MDX reads \`{…}\` as code); to show the braces as text, write \`\\${expression.slice(0, -1)}\\}\`` };
  }
  // Every other parser message, in plain words (positions in the compiler's wording count from the body's start: never shown).
  const column = found.column ?? (found.place && 'column' in found.place ? Number(found.place.column) : undefined);
  return { line, message: parserMessage(reason, found.ruleId, lineText, column) };
}

/** Links found line by line, for a body that could not be parsed. */
function linksByLine(text: string): BodyLink[] {
  return text.split('\n').flatMap((lineText, index) =>
    [...lineText.matchAll(/\]\(([^)\s]+)|href=["']([^"']+)["']|src=["']([^"']+)["']/g)].map((match) => ({ url: match[1] ?? match[2] ?? match[3]!, line: index + 1 })),
  );
}
