/**
 * Reads an MDX body as the build will: parsed by @mdx-js/mdx (product figures filled in first),
 * then every component and every name it uses resolved against what the site provides
 * (./body-scope.ts). Reports each mistake once, with a plain fix and the line counted from the
 * top of the file; hands back the body's links (Markdown and HTML) with their lines for the
 * link check.
 */
import { createProcessor } from '@mdx-js/mdx';
import type { Node as EstreeNode, Program } from 'estree';
import { createVisitors } from 'estree-util-scope';
import { walk } from 'estree-walker';
import type { Nodes, Root } from 'mdast';
import type {} from 'mdast-util-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { bodyComponents, bodyNames, voidElements } from './body-scope';
import { emphasisProblems, htmlTagProblem, imageProblems, linkProblems, parserMessage } from './body-mistakes';
import { bodyInvisibles } from './invisible';
import type { FactTable } from './facts';
import type { Problem, SourceFile } from './source';

export type BodyLink = { url: string; line: number };
export type BodyReport = { problems: Problem[]; links: BodyLink[] };

let processor: ReturnType<typeof createProcessor> | undefined;
const parser = () => (processor ??= createProcessor({ remarkPlugins: [remarkFrontmatter, remarkGfm] }));

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

  const problems: Problem[] = [...hidden];
  const links: BodyLink[] = [];
  const defined = definedNames(tree);
  const known = new Set([...bodyNames, ...defined]);
  const components = [...bodyComponents, ...defined.filter((name) => /^[A-Z]/.test(name))];

  const visit = (node: Nodes) => {
    const line = node.position?.start.line;
    switch (node.type) {
      case 'link':
        problems.push(...linkProblems(node).map((message) => problem(line, message)));
        links.push({ url: node.url, line: lineAt(line) });
        break;
      case 'image':
        problems.push(...imageProblems(node.url, node.alt).map((message) => problem(line, message)));
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
      case 'mdxJsxTextElement': {
        const name = node.name ?? '';
        const base = name.split('.')[0]!;
        if (/^[A-Z]/.test(base) || name.includes('.')) {
          if (!components.includes(base)) problems.push(problem(line, `\`<${name}>\` is not a component of this site; ${choices(components.map((c) => `\`<${c}>\``), 'write Markdown, or an HTML tag such as `<sup>`')}`));
        } else if (name) {
          const texts = Object.fromEntries(node.attributes.flatMap((attribute) => (attribute.type === 'mdxJsxAttribute' ? [[attribute.name, typeof attribute.value === 'string' ? attribute.value : '']] : [])));
          const raw = htmlTagProblem(name, texts);
          if (raw) problems.push(problem(line, raw));
          if (name === 'a' && texts.href !== undefined && !texts.href.trim()) problems.push(problem(line, 'this `<a>` has an empty `href`, so the link leads nowhere; write the address, or write the link in Markdown: [words](/contact)'));
        }
        for (const attribute of node.attributes) {
          const at = attribute.position?.start.line ?? line;
          if (attribute.type === 'mdxJsxExpressionAttribute') {
            problems.push(...unknownNames(attribute.data?.estree, known, facts).map((message) => problem(at, message)));
            continue;
          }
          if (typeof attribute.value === 'string') {
            if ((attribute.name === 'href' || attribute.name === 'src') && !name.includes('.')) links.push({ url: attribute.value, line: lineAt(at) });
            if (attribute.name === 'class') problems.push(problem(at, `write \`className="${attribute.value}"\` instead of \`class="${attribute.value}"\` in \`<${name}>\``));
            if (attribute.name === 'style') problems.push(problem(at, `\`style\` takes no text in MDX; leave it out (the site's styles apply) or write \`style={{ … }}\``));
          } else if (attribute.value) {
            problems.push(...unknownNames(attribute.value.data?.estree, known, facts).map((message) => problem(at, message)));
          }
        }
        break;
      }
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        problems.push(...unknownNames(node.data?.estree, known, facts).map((message) => problem(line, message)));
        break;
      case 'mdxjsEsm':
        if (/^\s*import\b/m.test(node.value)) problems.push(problem(line, 'a body cannot import code; delete this line and use Markdown or the components of this site'));
        else problems.push(...unknownNames(node.data?.estree, known, facts).map((message) => problem(line, message)));
        break;
      default:
        break;
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return { problems, links };
}

/** "the ones you can use are …", or what to do instead when there are none. */
function choices(names: string[], otherwise: string): string {
  return names.length ? `the ones you can use are ${names.join(', ')}` : `the ones you can use are: none — ${otherwise}`;
}

/** Names a body defines itself (`export const x = …`), which its expressions may read. */
function definedNames(tree: Root): string[] {
  return tree.children.flatMap((node) => {
    if (node.type !== 'mdxjsEsm' || !node.data?.estree) return [];
    const visitors = createVisitors();
    walk(node.data.estree, { enter: (child) => visitors.enter(child), leave: (child) => visitors.exit(child) });
    return visitors.scopes[0]?.defined ?? [];
  });
}

/** A message for every name an expression reads that nothing defines. */
function unknownNames(program: Program | null | undefined, known: Set<string>, facts: FactTable): string[] {
  if (!program) return [];
  const visitors = createVisitors();
  const missing: string[] = [];
  walk(program, {
    enter(node: EstreeNode, parent: EstreeNode | null, key: string | number | symbol | null | undefined) {
      visitors.enter(node);
      if (node.type !== 'Identifier' || !isReference(parent, key)) return;
      const inScope = known.has(node.name) || visitors.scopes.some((scope) => scope.defined.includes(node.name));
      if (!inScope && !missing.includes(node.name)) missing.push(node.name);
    },
    leave: (node: EstreeNode) => visitors.exit(node),
  });
  const own = [...known].filter((name) => !bodyNames.includes(name));
  return missing.map((name) => {
    const products = [...facts].filter(([, specs]) => specs.has(name)).map(([id]) => `\`[[${id}.${name}]]\``);
    const figure = products.length ? `; to quote a product figure, write ${products.slice(0, 3).join(' or ')}` : '';
    return `\`${name}\` is not a name this site provides; ${choices(own.map((n) => `\`${n}\``), `to show the braces as text, write \`\\{${name}\\}\``)}${figure}`;
  });
}

/** Whether an identifier is read (not a property name, a label or a declaration's key). */
function isReference(parent: EstreeNode | null, key: string | number | symbol | null | undefined): boolean {
  if (!parent) return true;
  if (parent.type === 'MemberExpression') return key !== 'property' || parent.computed;
  if (parent.type === 'Property' || parent.type === 'PropertyDefinition' || parent.type === 'MethodDefinition') return key !== 'key' || parent.computed;
  if (parent.type === 'LabeledStatement' || parent.type === 'BreakStatement' || parent.type === 'ContinueStatement') return false;
  if (parent.type === 'ExportSpecifier') return key === 'local';
  return true;
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
