/**
 * The content diff as Markdown (the pull request comment) and as a self-contained HTML page.
 * With a preview URL each route links into the deployed preview; with an assets URL the
 * comment's thumbnails load from where the report folder is deployed (else from screens/
 * beside report.md, for a local run).
 */
import { marked } from 'marked';
import { escapeAttribute as esc } from '~/lib/escape';
import { changeSummary, type Comparison, type MetaChange, type RouteChange, type RouteOnOneSide } from './compare';
import type { FileChanges, FileStatus, ImageFileChange, TextFileChange } from './files';
import type { OldFigure, StaleTranslation } from './follow-ups';
import { hunks, isolateLine, unified, wordDiff, type Op } from './line-diff';
import type { PageShot, Shot } from './screens';

/** What the change leaves to do: translations it made stale, pages that still show a figure it changed. */
export type FollowUps = { translations: StaleTranslation[]; oldFigures: OldFigure[] };

const NO_FOLLOW_UPS: FollowUps = { translations: [], oldFigures: [] };

export type ReportInfo = {
  base: string;
  baseSha: string;
  head: string;
  screenshots: boolean;
  /** The deployed preview of the head, ending in "/" (its SITE_BASE path included). */
  previewUrl?: string;
  /** Where the report folder (report.html, screens/) is deployed, ending in "/". */
  assetsUrl?: string;
};

const NO_FILES: FileChanges = { pdfs: [], feeds: [], images: [] };

/** A route's address in the preview: "/about" under ".../pr-preview/pr-12/" → ".../pr-preview/pr-12/about". */
export function previewLink(previewUrl: string, route: string): string {
  return previewUrl + (route === '/404' ? '404.html' : route.replace(/^\//, ''));
}

const asset = (info: ReportInfo, file: string) => `${info.assetsUrl ?? ''}screens/${encodeURI(file)}`;

/** GitHub refuses comments over 65,536 characters; stay well below. */
const MARKDOWN_BUDGET = 60_000;
const MAX_DIFF_LINES = 60;

/** "1 PDF changed", "2 link-preview images: 1 added, 1 changed": each kind of file, told apart by what happened to it. */
function fileSummary(noun: string, list: readonly { status: FileStatus }[]): string {
  if (!list.length) return '';
  const counts = (['added', 'removed', 'changed'] as const).flatMap((status) => {
    const n = list.filter((file) => file.status === status).length;
    return n ? [`${n} ${status}`] : [];
  });
  const name = `${list.length} ${noun}${list.length === 1 ? '' : 's'}`;
  return counts.length === 1 ? `${name} ${counts[0]!.replace(/^\d+ /, '')}` : `${name}: ${counts.join(', ')}`;
}

export function summaryLine(c: Comparison, files: FileChanges = NO_FILES): string {
  const shell = c.siteWide.reduce((n, group) => n + group.routes.length, 0);
  const parts = [`${c.changed.length} changed`, `${c.added.length} added`, `${c.removed.length} removed`, `${c.unchanged.length} unchanged`];
  const other = [
    fileSummary('PDF', files.pdfs),
    files.feeds.length ? fileSummary('feed', files.feeds) : '',
    fileSummary('link-preview image', files.images),
  ].filter(Boolean);
  return `${parts.join(', ')} of ${c.total} routes${shell ? `; header, menu or footer changed on ${shell}` : ''}${other.length ? `; ${other.join('; ')}` : ''}`;
}

const percent = (share: number) => (share === 0 ? '0%' : share < 0.001 ? '<0.1%' : `${(share * 100).toFixed(1)}%`);
const shotsCell = (shots?: Shot[]) => (shots?.length ? shots.map((s) => percent(s.changed)).join(' / ') : '—');
const mdCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const mdCode = (text: string) => (text ? `\`${mdCell(text).replace(/`/g, 'ʼ')}\`` : '_(none)_');

function fence(lines: string[], lang: string): string[] {
  const body = lines.join('\n');
  const ticks = body.includes('```') ? '````' : '```';
  return [`${ticks}${lang}`, body, ticks];
}

/** Long values are cut in the comment; the HTML report has them whole. */
const cut = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function markdownJsonLd(m: MetaChange): string[] {
  if (!m.fields?.length) return [];
  const out = ['| JSON-LD field | Before | After |', '| --- | --- | --- |'];
  for (const f of m.fields.slice(0, 40))
    out.push(
      `| \`${mdCell(f.path)}\` | ${f.before === undefined ? '_(none)_' : mdCode(cut(f.before))} | ${f.after === undefined ? '_(none)_' : mdCode(cut(f.after))} |`,
    );
  if (m.fields.length > 40) out.push(`| _…${m.fields.length - 40} more in the HTML report_ | | |`);
  return [...out, ''];
}

const thumb = (info: ReportInfo, full: string, small: string, alt: string) =>
  `<a href="${asset(info, full)}"><img src="${asset(info, small)}" width="300" alt="${alt}"></a>`;

/** Before and after thumbnails, one row per width; the after side has the changed blocks outlined. */
function markdownShots(shots: Shot[], info: ReportInfo): string[] {
  const rows = shots.map(
    (s) =>
      `<tr><td>${s.width}px<br>${percent(s.changed)} differ${s.outlined ? `<br>${s.outlined} outlined` : ''}</td><td>${thumb(info, s.before, s.thumbs.before, `before at ${s.width}px`)}</td><td>${thumb(info, s.marked, s.thumbs.after, `after at ${s.width}px, changes outlined`)}</td></tr>`,
  );
  return ['<table><tr><th></th><th>Before</th><th>After (changed blocks outlined)</th></tr>', ...rows, '</table>', ''];
}

const routeName = (route: string, info: ReportInfo) => (info.previewUrl ? `[\`${route}\`](${previewLink(info.previewUrl, route)})` : `\`${route}\``);

function markdownRoute(change: RouteChange, info: ReportInfo): string[] {
  const out = [`### ${routeName(change.route, info)}`, ''];
  const plain = change.meta.filter((m) => m.field !== 'jsonLd');
  if (plain.length) {
    out.push('| Metadata | Before | After |', '| --- | --- | --- |');
    for (const m of plain) out.push(`| ${m.field} | ${mdCode(m.before)} | ${mdCode(m.after)} |`);
    out.push('');
  }
  for (const m of change.meta) if (m.field === 'jsonLd') out.push(...markdownJsonLd(m));
  const lines = unified(change.text);
  if (lines.length) {
    const shown = lines.slice(0, MAX_DIFF_LINES);
    out.push('<details open><summary>Visible text</summary>', '', ...fence(shown, 'diff'), '');
    if (lines.length > shown.length) out.push(`_…${lines.length - shown.length} more lines in the HTML report._`, '');
    out.push('</details>', '');
  }
  if (change.images) out.push(`Images: ${change.images.before.join(', ') || '(none)'} → ${change.images.after.join(', ') || '(none)'}`, '');
  if (info.screenshots && change.shots?.length) out.push(...markdownShots(change.shots, info));
  return out;
}

/** One thumbnail per width of a page only one side has. */
function markdownPageShots(shots: PageShot[], info: ReportInfo, label: string): string[] {
  const rows = shots.map((s) => `<tr><td>${s.width}px</td><td>${thumb(info, s.file, s.thumb, `${label} at ${s.width}px`)}</td></tr>`);
  return [`<table><tr><th></th><th>${label}</th></tr>`, ...rows, '</table>', ''];
}

/** An added or removed page: its visible text as added or removed lines, and its screenshots. */
function markdownPage(page: RouteOnOneSide, info: ReportInfo, kind: 'added' | 'removed'): string[] {
  const sign = kind === 'added' ? '+' : '-';
  const lines = page.text.map((line) => `${sign} ${isolateLine(line)}`);
  const shown = lines.slice(0, MAX_DIFF_LINES);
  return [
    `### ${kind === 'added' ? 'New page' : 'Removed page'} ${kind === 'added' ? routeName(page.route, info) : `\`${page.route}\``}: ${mdCell(page.title)}`,
    '',
    '<details open><summary>Visible text</summary>',
    '',
    ...fence(shown, 'diff'),
    '',
    ...(lines.length > shown.length ? [`_…${lines.length - shown.length} more lines in the HTML report._`, ''] : []),
    '</details>',
    '',
    ...(info.screenshots && page.shots?.length ? markdownPageShots(page.shots, info, kind === 'added' ? 'The new page' : 'The page as it was') : []),
  ];
}

/** Translations to bring up to date, and pages that still show a figure the change replaced. */
function markdownFollowUps(followUps: FollowUps, info: ReportInfo): string[] {
  const out: string[] = [];
  if (followUps.translations.length) {
    out.push(
      '### Translations to update',
      '',
      'This change edits English text that these translations were up to date with; they now show the old text until they are updated and stamped (the content check gives the line to paste):',
      '',
      ...followUps.translations.flatMap((t) => [
        `- \`${t.file}\` (translates \`${t.english}\`)`,
        ...t.lacking.map((item) => `  - its page does not show at all: ${mdCell(isolateLine(item))}`),
      ]),
      '',
    );
  }
  if (followUps.oldFigures.length) {
    out.push(
      '### Pages that still show an old figure',
      '',
      'A product figure changed, but these pages still show the old one: it is typed by hand there. Write the reference instead (`[[product.key]]`), so it follows the product file.',
      '',
      '| Page | Old figure | Product figure now | Line |',
      '| --- | --- | --- | --- |',
      ...followUps.oldFigures.map(
        (f) =>
          `| ${routeName(f.route, info)} | ${mdCode(f.figure)} | ${mdCell(f.product)} ${f.key}: ${mdCode(f.after)} (was ${mdCode(f.before)}) | ${mdCell(cut(f.line, 120))} |`,
      ),
      '',
    );
  }
  return out;
}

function markdownTextFile(kind: string, file: TextFileChange): string[] {
  const lines = file.status === 'changed' ? unified(file.text, 1).map((line) => cut(line, 240)) : [];
  const shown = lines.slice(0, MAX_DIFF_LINES);
  return [
    `**${kind} \`/${file.path}\`** ${file.status}`,
    '',
    ...(shown.length ? fence(shown, 'diff') : []),
    ...(lines.length > shown.length ? [`_…${lines.length - shown.length} more lines in the HTML report._`] : []),
    '',
  ];
}

function markdownImage(file: ImageFileChange, info: ReportInfo): string[] {
  const cells = [file.before, file.after, file.diff].map((name) => (name ? `<img src="${asset(info, name)}" width="260" alt="">` : '—'));
  return [
    `**Link-preview image \`/${file.path}\`** ${file.status}${file.status === 'changed' ? ` (${percent(file.changed)} of pixels differ)` : ''}`,
    '',
    `<table><tr><th>Before</th><th>After</th><th>Difference</th></tr><tr><td>${cells.join('</td><td>')}</td></tr></table>`,
    '',
  ];
}

function markdownFiles(files: FileChanges, info: ReportInfo): string[] {
  if (!files.pdfs.length && !files.feeds.length && !files.images.length) return [];
  return [
    '### PDFs, feed and link-preview images',
    '',
    ...files.pdfs.flatMap((f) => markdownTextFile('PDF', f)),
    ...files.feeds.flatMap((f) => markdownTextFile('Feed', f)),
    ...files.images.flatMap((f) => markdownImage(f, info)),
  ];
}

export function markdownReport(c: Comparison, info: ReportInfo, files: FileChanges = NO_FILES, followUps: FollowUps = NO_FOLLOW_UPS): string {
  const head = [
    '<!-- content-diff -->',
    '## Content preview',
    '',
    ...(info.previewUrl ? [`**Preview: ${info.previewUrl}**${info.assetsUrl ? ` · [full report](${info.assetsUrl}report.html)` : ''}`, ''] : []),
    `Compared \`${info.base}\` (${info.baseSha.slice(0, 7)}) with ${info.head}: **${summaryLine(c, files)}**.`,
    '',
  ];
  const table: string[] = [];
  if (c.changed.length || c.added.length || c.removed.length) {
    table.push('| Page | Change | Title | Pixels differ (390px / 1440px) |', '| --- | --- | --- | --- |');
    for (const change of c.changed)
      table.push(`| ${routeName(change.route, info)} | ${changeSummary(change)} | ${mdCell(change.title)} | ${shotsCell(change.shots)} |`);
    for (const added of c.added) table.push(`| ${routeName(added.route, info)} | added | ${mdCell(added.title)} | new page |`);
    for (const removed of c.removed) table.push(`| \`${removed.route}\` | removed | ${mdCell(removed.title)} | page removed |`);
    table.push('');
  } else if (!c.siteWide.length) table.push('No page changes what a visitor sees.', '');
  const siteWide = c.siteWide.flatMap((group) => [
    `### Header, menu or footer (${group.routes.length} pages, shown on ${routeName(group.routes[0]!, info)})`,
    '',
    ...fence(group.lines, 'diff'),
    '',
    ...(info.screenshots && group.shots?.length ? markdownShots(group.shots, info) : []),
  ]);
  const details = c.changed.flatMap((change) => markdownRoute(change, info));
  const pages = [
    ...c.added.flatMap((page) => markdownPage(page, info, 'added')),
    ...c.removed.flatMap((page) => markdownPage(page, info, 'removed')),
  ];
  const follow = markdownFollowUps(followUps, info);
  let text = [...head, ...table, ...follow, ...siteWide, ...pages, ...details, ...markdownFiles(files, info)].join('\n');
  if (text.length > MARKDOWN_BUDGET) {
    text = `${[...head, ...table, ...follow].join('\n')}\n_The details are too long for a comment: open report.html${info.assetsUrl ? ` ([here](${info.assetsUrl}report.html))` : ' in the report artifact'}._\n`;
  }
  return text.replace(/\n*$/, '\n');
}

// ---------------------------------------------------------------------------------------------

function htmlWords(ops: Op[], kind: 'del' | 'add'): string {
  // Changed words separated only by spaces form one mark: "<mark>agree to</mark>".
  let out = '';
  let marked = '';
  let space = '';
  for (const op of ops) {
    if (op.kind === kind) {
      marked += space + op.text;
      space = '';
    } else if (op.kind === 'same') {
      if (marked && !op.text.trim()) space += op.text;
      else {
        if (marked) out += `<mark>${esc(marked)}</mark>`;
        out += esc(space + op.text);
        marked = '';
        space = '';
      }
    }
  }
  return (marked ? `${out}<mark>${esc(marked)}</mark>` : out) + esc(space);
}

/** Diff rows; a removed line followed by an added one is shown with the changed words marked. */
function htmlDiff(ops: Op[]): string {
  const rows: string[] = [];
  hunks(ops, 2).forEach((hunk, index) => {
    if (index) rows.push('<tr class="gap"><td colspan="2">…</td></tr>');
    const list = hunk.ops;
    for (let i = 0; i < list.length; i++) {
      const op = list[i]!;
      if (op.kind === 'same') rows.push(`<tr><td class="sign"></td><td dir="auto">${esc(op.text)}</td></tr>`);
      else if (op.kind === 'del') {
        let dels = 0;
        while (list[i + dels]?.kind === 'del') dels += 1;
        let adds = 0;
        while (list[i + dels + adds]?.kind === 'add') adds += 1;
        for (let k = 0; k < dels; k++) {
          const old = list[i + k]!.text;
          const paired = k < adds ? list[i + dels + k]!.text : undefined;
          rows.push(
            `<tr class="del"><td class="sign">−</td><td dir="auto">${paired === undefined ? esc(old) : htmlWords(wordDiff(old, paired), 'del')}</td></tr>`,
          );
        }
        for (let k = 0; k < adds; k++) {
          const next = list[i + dels + k]!.text;
          const paired = k < dels ? list[i + k]!.text : undefined;
          rows.push(
            `<tr class="add"><td class="sign">+</td><td dir="auto">${paired === undefined ? esc(next) : htmlWords(wordDiff(paired, next), 'add')}</td></tr>`,
          );
        }
        i += dels + adds - 1;
      } else rows.push(`<tr class="add"><td class="sign">+</td><td dir="auto">${esc(op.text)}</td></tr>`);
    }
  });
  return `<table class="diff">${rows.join('')}</table>`;
}

/** Before, after and difference side by side, each scrolled to where the first change is. */
function htmlShots(shots: Shot[] | undefined): string {
  if (!shots?.length) return '';
  return shots
    .map((s) => {
      // translateY(%) is relative to each image's own height; start 80px above the change.
      const shift = (k: keyof Shot['heights']) => (s.top > 80 && s.heights[k] ? ((s.top - 80) / s.heights[k]) * 100 : 0);
      const style = (k: keyof Shot['heights']) => (shift(k) ? ` style="transform:translateY(-${Math.min(shift(k), 100).toFixed(2)}%)"` : '');
      return `<figure class="shots"><figcaption>${s.width}px · ${percent(s.changed)} of pixels differ${
        shift('diff') ? ' · shown from the first change; click for the whole page' : ''
      }${s.outlined ? ` · ${s.outlined} changed block${s.outlined === 1 ? '' : 's'} outlined` : ''}</figcaption><div class="grid">${(
        [
          ['before', s.before, 'before'],
          ['after', s.marked, 'after, changes outlined'],
          ['diff', s.diff, 'difference'],
        ] as const
      )
        .map(
          ([k, file, label]) =>
            `<a href="screens/${esc(file)}"><img src="screens/${esc(file)}" alt="${label} at ${s.width}px" loading="lazy"${style(k)}><span>${label}</span></a>`,
        )
        .join('')}</div></figure>`;
    })
    .join('');
}

const fieldCell = (value: string | undefined) => (value === undefined ? '<em>(none)</em>' : `<pre>${esc(value)}</pre>`);

function htmlMeta(m: MetaChange): string {
  if (m.field !== 'jsonLd' || !m.fields) return `<tr><th>${m.field}</th><td><pre>${esc(m.before)}</pre></td><td><pre>${esc(m.after)}</pre></td></tr>`;
  return m.fields
    .map((f) => `<tr><th>JSON-LD <code>${esc(f.path)}</code></th><td>${fieldCell(f.before)}</td><td>${fieldCell(f.after)}</td></tr>`)
    .join('');
}

const htmlRouteName = (route: string, info: ReportInfo) =>
  info.previewUrl ? `<a href="${esc(previewLink(info.previewUrl, route))}"><code>${esc(route)}</code></a>` : `<code>${esc(route)}</code>`;

function htmlRoute(change: RouteChange, info: ReportInfo): string {
  const meta = change.meta.length
    ? `<table class="meta"><tr><th>Metadata</th><th>Before</th><th>After</th></tr>${change.meta.map(htmlMeta).join('')}</table>`
    : '';
  const text = change.text.some((op) => op.kind !== 'same') ? `<h3>Visible text</h3>${htmlDiff(change.text)}` : '';
  const images = change.images
    ? `<p>Images: ${esc(change.images.before.join(', ') || '(none)')} → ${esc(change.images.after.join(', ') || '(none)')}</p>`
    : '';
  return `<section id="${esc(change.route)}"><h2>${htmlRouteName(change.route, info)} <small>${esc(changeSummary(change))}</small></h2>${meta}${text}${images}${htmlShots(change.shots)}</section>`;
}

/** An added or removed page in the HTML report: its text and its whole screenshots. */
function htmlPage(page: RouteOnOneSide, info: ReportInfo, kind: 'added' | 'removed'): string {
  const name = kind === 'added' ? htmlRouteName(page.route, info) : `<code>${esc(page.route)}</code>`;
  const rows = page.text
    .map(
      (line) =>
        `<tr class="${kind === 'added' ? 'add' : 'del'}"><td class="sign">${kind === 'added' ? '+' : '−'}</td><td dir="auto">${esc(line)}</td></tr>`,
    )
    .join('');
  const shots = (page.shots ?? [])
    .map(
      (s) =>
        `<a href="screens/${esc(s.file)}"><img src="screens/${esc(s.file)}" alt="${kind === 'added' ? 'the new page' : 'the page as it was'} at ${s.width}px" loading="lazy"><span>${s.width}px</span></a>`,
    )
    .join('');
  return `<section id="${esc(page.route)}"><h2>${name} <small>${kind === 'added' ? 'new page' : 'removed page'} · ${esc(page.title)}</small></h2><h3>Visible text</h3><table class="diff">${rows}</table>${shots ? `<div class="grid">${shots}</div>` : ''}</section>`;
}

function htmlFollowUps(followUps: FollowUps, info: ReportInfo): string {
  const parts: string[] = [];
  if (followUps.translations.length)
    parts.push(
      `<h3>Translations to update</h3><p>This change edits English text these translations were up to date with.</p><ul>${followUps.translations
        .map(
          (t) =>
            `<li><code>${esc(t.file)}</code> (translates <code>${esc(t.english)}</code>)${t.lacking.length ? `<ul>${t.lacking.map((item) => `<li dir="auto">its page does not show at all: ${esc(item)}</li>`).join('')}</ul>` : ''}</li>`,
        )
        .join('')}</ul>`,
    );
  if (followUps.oldFigures.length)
    parts.push(
      `<h3>Pages that still show an old figure</h3><table class="meta"><tr><th>Page</th><th>Old figure</th><th>Now</th><th>Line</th></tr>${followUps.oldFigures
        .map(
          (f) =>
            `<tr><td>${htmlRouteName(f.route, info)}</td><td>${esc(f.figure)}</td><td>${esc(f.product)} ${esc(f.key)}: ${esc(f.after)} (was ${esc(f.before)})</td><td>${esc(f.line)}</td></tr>`,
        )
        .join('')}</table>`,
    );
  return parts.length ? `<section id="follow-ups"><h2>Left to do</h2>${parts.join('')}</section>` : '';
}

function htmlFiles(files: FileChanges): string {
  const text = (kind: string, f: TextFileChange) =>
    `<h3>${kind} <code>/${esc(f.path)}</code> <small>${f.status}</small></h3>${f.status === 'changed' ? htmlDiff(f.text) : ''}`;
  const image = (f: ImageFileChange) =>
    `<h3>Link-preview image <code>/${esc(f.path)}</code> <small>${f.status}${f.status === 'changed' ? ` · ${percent(f.changed)} of pixels differ` : ''}</small></h3><div class="grid">${(
      [
        ['before', f.before],
        ['after', f.after],
        ['difference', f.diff],
      ] as const
    )
      .map(([label, file]) =>
        file ? `<a href="screens/${esc(file)}"><img src="screens/${esc(file)}" alt="${label}"><span>${label}</span></a>` : '<div></div>',
      )
      .join('')}</div>`;
  const parts = [...files.pdfs.map((f) => text('PDF', f)), ...files.feeds.map((f) => text('Feed', f)), ...files.images.map(image)];
  return parts.length ? `<section id="files"><h2>PDFs, feed and link-preview images</h2>${parts.join('')}</section>` : '';
}

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;color:#0b1a2c;background:#f5f7fa;margin:0}
main{max-width:1200px;margin:0 auto;padding:32px 20px 80px}
h1{font-size:26px;margin:0 0 4px}h2{font-size:19px;margin:0 0 12px}h2 small{font-weight:400;color:#26384f;margin-left:8px}
section{background:#fff;border:1px solid #dde3ea;border-radius:14px;padding:20px;margin:20px 0}
table{border-collapse:collapse;width:100%}td,th{vertical-align:top;text-align:left;padding:4px 8px}
.summary td,.summary th{border-bottom:1px solid #e6ebf0}
.meta{margin-bottom:16px}.meta th{width:120px}.meta pre{white-space:pre-wrap;margin:0;font:13px/1.45 ui-monospace,monospace}
.diff{font:13px/1.5 ui-monospace,monospace}.diff td{padding:1px 8px;white-space:pre-wrap}.diff .sign{width:1em;color:#26384f}
.del{background:#fdecec}.add{background:#e7f7ee}.del mark{background:#f7b9b9}.add mark{background:#a8e6c0}.gap td{color:#8a97a8}
.shots{margin:16px 0 0}.shots figcaption{font-weight:600;margin-bottom:8px}.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:12px}
.grid a{display:block;border:1px solid #dde3ea;border-radius:8px;overflow:hidden;max-height:520px;color:inherit;text-decoration:none;position:relative}
.grid img{width:100%;display:block}.grid span{position:absolute;top:6px;left:6px;background:#0b1a2ccc;color:#fff;font-size:12px;padding:2px 8px;border-radius:99px}
code{font:13px ui-monospace,monospace}
`;

export function htmlReport(c: Comparison, info: ReportInfo, files: FileChanges = NO_FILES, followUps: FollowUps = NO_FOLLOW_UPS): string {
  const rows = [
    ...c.changed.map(
      (ch) =>
        `<tr><td><a href="#${esc(ch.route)}"><code>${esc(ch.route)}</code></a>${info.previewUrl ? ` <a href="${esc(previewLink(info.previewUrl, ch.route))}">preview</a>` : ''}</td><td>${esc(changeSummary(ch))}</td><td>${esc(ch.title)}</td><td>${shotsCell(ch.shots)}</td></tr>`,
    ),
    ...c.added.map(
      (a) =>
        `<tr><td><a href="#${esc(a.route)}"><code>${esc(a.route)}</code></a>${info.previewUrl ? ` <a href="${esc(previewLink(info.previewUrl, a.route))}">preview</a>` : ''}</td><td>added</td><td>${esc(a.title)}</td><td>new page</td></tr>`,
    ),
    ...c.removed.map(
      (r) =>
        `<tr><td><a href="#${esc(r.route)}"><code>${esc(r.route)}</code></a></td><td>removed</td><td>${esc(r.title)}</td><td>page removed</td></tr>`,
    ),
  ];
  const siteWide = c.siteWide
    .map(
      (group) =>
        `<section><h2>Header, menu or footer <small>${group.routes.length} pages: ${esc(group.routes.join(', '))}</small></h2><table class="diff">${group.lines
          .map((line) => `<tr class="${line[0] === '-' ? 'del' : line[0] === '+' ? 'add' : ''}"><td>${esc(line)}</td></tr>`)
          .join('')}</table>${htmlShots(group.shots)}</section>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Content diff: ${esc(summaryLine(c, files))}</title><style>${STYLE}</style></head>
<body><main>
<h1>Content diff</h1>
${info.previewUrl ? `<p>Preview: <a href="${esc(info.previewUrl)}">${esc(info.previewUrl)}</a></p>` : ''}
<p>Compared <code>${esc(info.base)}</code> (${esc(info.baseSha.slice(0, 7))}) with ${esc(info.head)}: <strong>${esc(summaryLine(c, files))}</strong>.</p>
${rows.length ? `<section><table class="summary"><tr><th>Page</th><th>Change</th><th>Title</th><th>Pixels differ (390px / 1440px)</th></tr>${rows.join('')}</table></section>` : '<p>No page changes what a visitor sees.</p>'}
${htmlFollowUps(followUps, info)}
${siteWide}
${c.added.map((page) => htmlPage(page, info, 'added')).join('\n')}
${c.removed.map((page) => htmlPage(page, info, 'removed')).join('\n')}
${c.changed.map((change) => htmlRoute(change, info)).join('\n')}
${htmlFiles(files)}
</main></body></html>
`;
}

// ---------------------------------------------------------------------------------------------

const COMMENT_STYLE = `
body{margin:0;background:#f6f8fa;font:14px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI","Noto Sans",Helvetica,Arial,sans-serif;color:#1f2328}
.comment{max-width:880px;margin:24px auto;background:#fff;border:1px solid #d1d9e0;border-radius:6px}
.comment>header{padding:8px 16px;background:#f6f8fa;border-bottom:1px solid #d1d9e0;border-radius:6px 6px 0 0;color:#59636e}
.comment>header b{color:#1f2328}.body{padding:16px}
h2{font-size:1.5em;border-bottom:1px solid #d1d9e0b3;padding-bottom:.3em;margin:0 0 16px}h3{font-size:1.25em;margin:24px 0 16px}
table{border-collapse:collapse;margin:0 0 16px;display:block;overflow:auto}td,th{border:1px solid #d1d9e0;padding:6px 13px;vertical-align:top}th{font-weight:600}
tr:nth-child(2n){background:#f6f8fa}code{font:85% ui-monospace,SFMono-Regular,Menlo,monospace;background:#818b981f;padding:.2em .4em;border-radius:6px}
pre{background:#f6f8fa;border-radius:6px;padding:16px;overflow:auto;font:85%/1.45 ui-monospace,SFMono-Regular,Menlo,monospace}pre code{background:none;padding:0}
a{color:#0969da;text-decoration:none}img{max-width:100%;vertical-align:top}details summary{cursor:pointer;margin-bottom:8px}
`;

/**
 * The comment as GitHub would show it, for looking at it before pushing: report.md through a
 * Markdown renderer (marked, with GitHub's flavour; raw HTML kept as GitHub keeps it), framed
 * like a pull request comment. Written as comment.html beside report.md.
 */
export function commentHtml(markdown: string): string {
  const body = marked.parse(markdown, { gfm: true, async: false });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Content preview comment</title><style>${COMMENT_STYLE}</style></head>
<body><article class="comment"><header><b>github-actions</b> bot commented</header><div class="body">${body}</div></article></body></html>
`;
}
