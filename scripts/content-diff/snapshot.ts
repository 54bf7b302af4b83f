/**
 * What a reviewer can see of one prerendered page, read from its static HTML: the visible text
 * of <main> and of the rest of <body> (header, menu, footer) as readable lines, its metadata
 * (title, description, canonical, JSON-LD) and the content images it shows.
 */

export type Meta = { title: string; description: string; canonical: string; jsonLd: string };
export type Snapshot = {
  /** Visible text of <main>, one block per line ("## Heading", "- item", "[image: alt]"). */
  main: string[];
  /** Visible text of <body> outside <main>: header, menu, footer. */
  shell: string[];
  meta: Meta;
  /** Content images (src under /images/) in <main>, in order. */
  images: string[];
  /** Every JSON-LD block of the head, parsed (a block that is not JSON is kept as its text). */
  structured: unknown[];
};

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Elements whose content is never visible text. */
const SKIP = new Set(['script', 'style', 'template', 'noscript', 'svg', 'head', 'title', 'iframe', 'canvas', 'select', 'textarea']);
/** Elements that start a new line of text. */
const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'details', 'dialog', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer',
  'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'label', 'legend', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary',
  'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul', 'button', 'option',
]); // prettier-ignore

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  copy: '©',
};

export function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

export function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of tag.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    out[match[1]!.toLowerCase()] = decode(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return out;
}

/**
 * React streams a suspended part (a lazily loaded body) after the page as `<div hidden
 * id="S:n">…</div>` and a script moves it into its `<template id="B:n">` or `"P:n"`. Make the
 * same moves here, so the text is read where a visitor sees it.
 */
export function inlineStreamedSegments(html: string): string {
  // $RC(boundary, segment) completes a Suspense boundary; $RS(segment, placeholder) a segment.
  const pairs: [string, string][] = [];
  for (const match of html.matchAll(/\$R([CS])\("([^"]+)","([^"]+)"\)/g))
    pairs.push(match[1] === 'C' ? [match[2]!, match[3]!] : [match[3]!, match[2]!]);
  let out = html;
  for (const [boundary, segment] of pairs) {
    const open = out.indexOf(`<div hidden id="${segment}">`);
    if (open < 0) continue;
    const start = open + `<div hidden id="${segment}">`.length;
    let depth = 1;
    let end = start;
    for (const tag of out.slice(start).matchAll(/<(\/?)div\b[^>]*>/g)) {
      depth += tag[1] ? -1 : 1;
      if (depth === 0) {
        end = start + tag.index;
        break;
      }
    }
    if (depth !== 0) continue;
    const inner = out.slice(start, end);
    out = out.slice(0, open) + out.slice(end + '</div>'.length);
    out = out.replace(new RegExp(`<template id="${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"></template>`), () => inner);
  }
  return out;
}

/** Reads one prerendered HTML page. Tolerant: never throws on odd markup. */
export function snapshot(page: string): Snapshot {
  const html = inlineStreamedSegments(page);
  const main: string[] = [];
  const shell: string[] = [];
  const images: string[] = [];
  const meta: Meta = { title: '', description: '', canonical: '', jsonLd: '' };
  const jsonLd: string[] = [];
  const structured: unknown[] = [];

  let line = '';
  let prefix = '';
  let inMain = 0;
  let inBody = false;
  let skip = 0;
  let hidden = 0;
  const stack: { name: string; skip: boolean; hidden: boolean }[] = [];
  const flush = () => {
    const text = line.replace(/\s+/g, ' ').trim();
    if (text) {
      (inMain > 0 ? main : shell).push(prefix + text);
      prefix = '';
    }
    line = '';
  };

  const token = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>|([^<]+)|</g;
  for (const match of html.matchAll(token)) {
    const [whole, closing, rawName, rest, text] = match;
    if (text !== undefined || whole === '<') {
      if (inBody && !skip && !hidden) line += decode(text ?? whole);
      continue;
    }
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    const attrs = closing ? {} : attributes(rest ?? '');

    if (closing) {
      const index = stack.map((entry) => entry.name).lastIndexOf(name);
      if (index < 0) continue;
      for (const entry of stack.splice(index)) {
        if (entry.skip) skip -= 1;
        if (entry.hidden) hidden -= 1;
        if (entry.name === 'main') {
          flush();
          inMain -= 1;
        }
        if (BLOCK.has(entry.name)) flush();
        if (/^(h[1-6]|li)$/.test(entry.name)) prefix = '';
      }
      continue;
    }

    // Head metadata.
    if (name === 'title' && !inBody) {
      const end = html.indexOf('</title>', match.index + whole.length);
      meta.title = decode(html.slice(match.index + whole.length, end < 0 ? undefined : end)).trim();
    } else if (name === 'meta' && attrs.name === 'description') meta.description = attrs.content ?? '';
    else if (name === 'link' && attrs.rel === 'canonical') meta.canonical = attrs.href ?? '';
    else if (name === 'script' && attrs.type === 'application/ld+json') {
      const end = html.indexOf('</script>', match.index + whole.length);
      const raw = html.slice(match.index + whole.length, end < 0 ? undefined : end);
      try {
        const value: unknown = JSON.parse(raw);
        structured.push(value);
        jsonLd.push(JSON.stringify(value, null, 2));
      } catch {
        structured.push(raw.trim());
        jsonLd.push(raw.trim());
      }
    } else if (name === 'body') inBody = true;

    if (!inBody) {
      if (!VOID.has(name) && !whole.endsWith('/>') && SKIP.has(name)) {
        stack.push({ name, skip: true, hidden: false });
        skip += 1;
      }
      continue;
    }

    if (name === 'img' && !skip && !hidden) {
      const alt = (attrs.alt ?? '').trim();
      if (inMain > 0 && attrs.src?.startsWith('/images/')) images.push(attrs.src);
      if (alt) {
        flush();
        line = `[image: ${alt}]`;
        flush();
      }
    }
    if (VOID.has(name) || whole.endsWith('/>')) {
      if (BLOCK.has(name)) flush();
      continue;
    }
    const isSkip = SKIP.has(name);
    const isHidden = 'hidden' in attrs;
    stack.push({ name, skip: isSkip, hidden: isHidden });
    if (isSkip) skip += 1;
    if (isHidden) hidden += 1;
    if (BLOCK.has(name)) flush();
    if (name === 'main') {
      flush();
      inMain += 1;
    }
    if (!skip && !hidden) {
      const heading = /^h([1-6])$/.exec(name);
      if (heading) prefix = `${'#'.repeat(Number(heading[1]))} `;
      else if (name === 'li') prefix = '- ';
    }
  }
  flush();
  meta.jsonLd = jsonLd.join('\n');
  return { main, shell, meta, images, structured };
}
