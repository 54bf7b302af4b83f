/**
 * Reads a content file into plain data while remembering where every field stands, so that a
 * problem can be reported as `path:line field — message`. MDX front matter is split by
 * gray-matter with `yaml` as its engine (positions kept, docs/decisions/1708).
 */
import matter from 'gray-matter';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { BOM, bomProblem, curlyQuoted, curlyQuoteMessage, invisibleIn, yamlInvisibles, type YamlInvisible } from './invisible';
import { yamlProblems } from './yaml-problems';

export type Problem = { file: string; line?: number; field: string; message: string };

export type SourceFile = {
  file: string;
  data: unknown;
  /** MDX body (empty for YAML files) and the file line it starts on. */
  body: string;
  bodyLine: number;
  /** File line of the field at `path`, or of its nearest existing parent. */
  lineOf(path: readonly PropertyKey[]): number;
  problems: Problem[];
};

export type PathKey = PropertyKey;

const FENCE = /^---[ \t]*\r?\n/;

type ParsedYaml = { doc: Document; lineCounter: LineCounter; text: string; invisible: YamlInvisible[] };

/**
 * The YAML engine gray-matter runs on front matter: `yaml`'s document, which keeps every position.
 * Invisible characters where YAML reads structure are reported and read as the spaces they look
 * like (./invisible.ts), so the rest of the file is still checked.
 */
function parseYaml(raw: string): ParsedYaml {
  const { problems: invisible, text } = yamlInvisibles(raw);
  const lineCounter = new LineCounter();
  return { doc: parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true }), lineCounter, text, invisible };
}

/**
 * Front matter and body split by gray-matter, its YAML parsed by `parseYaml`. gray-matter's
 * `matter` starts right after the opening `---`, so its line 1 is the file's line 1.
 */
function splitFrontMatter(source: string): { yamlText: string; yaml: ParsedYaml; body: string; bodyLine: number } {
  let yaml: ParsedYaml | undefined;
  const file = matter(source, {
    engines: {
      yaml: (text: string) => {
        yaml = parseYaml(text);
        return {};
      },
    },
  });
  // gray-matter leaves what follows the closing `---` on its line (spaces) at the start of the body.
  const trailing = /^[ \t]+\r?\n/.exec(file.content)?.[0] ?? '';
  return {
    yamlText: file.matter,
    yaml: yaml ?? parseYaml(file.matter), // not called for a block of comments only
    body: file.content.slice(trailing.length),
    bodyLine: countLines(file.matter) + 2,
  };
}

export function parseSource(file: string, text: string): SourceFile {
  // A byte-order mark cannot be seen: named, then read past, so the file's other mistakes show too.
  const bom = text.startsWith(BOM);
  const parsed = parseText(file, bom ? text.slice(1) : text);
  if (!bom) return parsed;
  const yaml = !/\.mdx?$/.test(file);
  const problem: Problem = { file, line: 1, field: yaml ? '(file)' : 'frontmatter', message: yaml ? bomProblem.yaml : bomProblem.mdx };
  return { ...parsed, data: undefined, problems: [problem, ...parsed.problems] };
}

/** A file as parsed, its data still to be read out of the YAML document (`doc` absent: no data). */
type Parsed = Omit<SourceFile, 'data'> & { doc?: Document };

/**
 * Parses by file name and text, at most `PARSED_LIMIT` of them (the oldest go first). One run of
 * the check parses each file several times (for its fields, the site map, the figures, the
 * translations), the dev server checks the same files on every save, and the content check's
 * tests run it on dozens of copies of the same content: each text is parsed once. A parse is a
 * pure function of the file's name and text, and what is kept is only read: each call gets its
 * own data (`toJS`) and its own problems.
 */
const parsed = new Map<string, Parsed>();
const PARSED_LIMIT = 2000;

function parseText(file: string, source: string): SourceFile {
  const key = `${file}\0${source}`;
  let found = parsed.get(key);
  if (!found) {
    found = parseOnce(file, source);
    if (parsed.size >= PARSED_LIMIT) parsed.delete(parsed.keys().next().value!);
    parsed.set(key, found);
  }
  const { doc, ...rest } = found;
  return { ...rest, data: doc ? (doc.toJS() ?? {}) : undefined, problems: rest.problems.map((problem) => ({ ...problem })) };
}

function parseOnce(file: string, source: string): Parsed {
  const isMdx = file.endsWith('.mdx') || file.endsWith('.md');
  let yamlText = source;
  let yaml: ParsedYaml | undefined;
  let body = '';
  let bodyLine = 1;
  if (isMdx) {
    if (!FENCE.test(source)) {
      const first = source.split('\n')[0] ?? '';
      const hidden = /^---/.test(first) ? invisibleIn(first)[0] : undefined;
      return failed(file, {
        file,
        line: 1,
        field: 'frontmatter',
        message: hidden
          ? `the first line holds ${hidden.name} after "---" (column ${hidden.index + 1}), which cannot be seen; delete it so the line is only "---"`
          : 'expected the file to start with a "---" line, then the fields, then a closing "---" line',
      });
    }
    if (!/^---[ \t]*$/m.test(source.replace(FENCE, ''))) {
      return failed(file, { file, line: 1, field: 'frontmatter', message: 'expected a closing "---" line after the fields' });
    }
    ({ yamlText, yaml, body, bodyLine } = splitFrontMatter(source));
  }

  const { doc, lineCounter, text: readText, invisible } = yaml ?? parseYaml(yamlText);
  const field = isMdx ? 'frontmatter' : 'yaml';
  const rawLines = yamlText.split('\n');
  const unreadable = yamlProblems(readText, doc.errors, lineCounter).filter((found) => !invisible.some((hidden) => hidden.line === found.line));
  const problems: Problem[] = [
    ...invisible.map((found) => ({ file, line: found.line, field: found.key ?? field, message: found.message })),
    ...unreadable.map((found) => ({
      file,
      line: found.line,
      field: found.key ?? field,
      // A value that could not be read because a word processor curled its quote marks: named as such.
      message: curlyQuoteMessage(rawLines[found.line - 1] ?? '') ?? found.message,
    })),
    // Curly quotes YAML could read, as part of a name or of a value: named, not published.
    ...curlyQuoted(readText)
      .filter((found) => ![...invisible, ...unreadable].some((other) => other.line === found.line))
      .map((found) => ({ file, line: found.line, field: found.key, message: found.message })),
  ].sort((a, b) => a.line - b.line);
  const lineOf = (path: readonly PathKey[]) => lineCounter.linePos(offsetOf(doc, path)).line;
  return { file, ...(problems.length ? {} : { doc }), body, bodyLine, lineOf, problems };
}

function failed(file: string, problem: Problem): Parsed {
  return { file, body: '', bodyLine: 1, lineOf: () => 1, problems: [problem] };
}

function countLines(text: string): number {
  if (!text) return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** Offset of the key (for map entries) or item (for list entries) at `path`. */
function offsetOf(doc: Document, path: readonly PathKey[]): number {
  let node: Node | null | undefined = doc.contents;
  let offset = node?.range?.[0] ?? 0;
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(key));
      if (!pair) break;
      offset = (isScalar(pair.key) && pair.key.range?.[0]) || offset;
      node = pair.value as Node | null;
    } else if (isSeq(node) && typeof key === 'number') {
      const item = node.items[key] as Node | undefined;
      if (!item) break;
      offset = item.range?.[0] ?? offset;
      node = item;
    } else {
      break;
    }
  }
  return offset;
}
