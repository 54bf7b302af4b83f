/** The content diff as Markdown (a pull request comment) and as a self-contained HTML page. */
import { changeSummary, type Comparison, type RouteChange } from './compare';
import { hunks, unified, wordDiff, type Op } from './line-diff';
import type { Shot } from './screens';

export type ReportInfo = { base: string; baseSha: string; head: string; screenshots: boolean };

/** GitHub refuses comments over 65,536 characters; stay well below. */
const MARKDOWN_BUDGET = 60_000;
const MAX_DIFF_LINES = 60;

export function summaryLine(c: Comparison): string {
  const shell = c.siteWide.reduce((n, group) => n + group.routes.length, 0);
  const parts = [`${c.changed.length} changed`, `${c.added.length} added`, `${c.removed.length} removed`, `${c.unchanged.length} unchanged`];
  return `${parts.join(', ')} of ${c.total} routes${shell ? `; header, menu or footer changed on ${shell}` : ''}`;
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

function markdownRoute(change: RouteChange, info: ReportInfo): string[] {
  const out = [`### \`${change.route}\``, ''];
  if (change.meta.length) {
    out.push('| Metadata | Before | After |', '| --- | --- | --- |');
    for (const m of change.meta) {
      if (m.field === 'jsonLd') out.push(`| JSON-LD | ${m.before ? 'present' : '_(none)_'} | changed, see the HTML report |`);
      else out.push(`| ${m.field} | ${mdCode(m.before)} | ${mdCode(m.after)} |`);
    }
    out.push('');
  }
  const lines = unified(change.text);
  if (lines.length) {
    const shown = lines.slice(0, MAX_DIFF_LINES);
    out.push('<details open><summary>Visible text</summary>', '', ...fence(shown, 'diff'), '');
    if (lines.length > shown.length) out.push(`_…${lines.length - shown.length} more lines in the HTML report._`, '');
    out.push('</details>', '');
  }
  if (change.images) out.push(`Images: ${change.images.before.join(', ') || '(none)'} → ${change.images.after.join(', ') || '(none)'}`, '');
  if (info.screenshots && change.shots?.length) {
    out.push(
      `Screenshots (${change.shots.map((s) => `${s.width}px: ${percent(s.changed)} of pixels differ`).join(', ')}) are in the report artifact.`,
      '',
    );
  }
  return out;
}

export function markdownReport(c: Comparison, info: ReportInfo): string {
  const head = [
    '<!-- content-diff -->',
    '## Content preview',
    '',
    `Compared \`${info.base}\` (${info.baseSha.slice(0, 7)}) with ${info.head}: **${summaryLine(c)}**.`,
    '',
  ];
  const table: string[] = [];
  if (c.changed.length || c.added.length || c.removed.length) {
    table.push('| Page | Change | Title | Pixels differ (390px / 1440px) |', '| --- | --- | --- | --- |');
    for (const change of c.changed)
      table.push(`| \`${change.route}\` | ${changeSummary(change)} | ${mdCell(change.title)} | ${shotsCell(change.shots)} |`);
    for (const added of c.added) table.push(`| \`${added.route}\` | added | ${mdCell(added.title)} | — |`);
    for (const removed of c.removed) table.push(`| \`${removed.route}\` | removed | ${mdCell(removed.title)} | — |`);
    table.push('');
  } else if (!c.siteWide.length) table.push('No page changes what a visitor sees.', '');
  const siteWide = c.siteWide.flatMap((group) => [
    `### Header, menu or footer (${group.routes.length} pages)`,
    '',
    ...fence(group.lines, 'diff'),
    '',
  ]);
  const details = c.changed.flatMap((change) => markdownRoute(change, info));
  let text = [...head, ...table, ...siteWide, ...details].join('\n');
  if (text.length > MARKDOWN_BUDGET) {
    text = `${[...head, ...table].join('\n')}\n_The details are too long for a comment: open report.html in the report artifact._\n`;
  }
  return text.replace(/\n*$/, '\n');
}

// ---------------------------------------------------------------------------------------------

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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
      if (op.kind === 'same') rows.push(`<tr><td class="sign"></td><td>${esc(op.text)}</td></tr>`);
      else if (op.kind === 'del') {
        let dels = 0;
        while (list[i + dels]?.kind === 'del') dels += 1;
        let adds = 0;
        while (list[i + dels + adds]?.kind === 'add') adds += 1;
        for (let k = 0; k < dels; k++) {
          const old = list[i + k]!.text;
          const paired = k < adds ? list[i + dels + k]!.text : undefined;
          rows.push(
            `<tr class="del"><td class="sign">−</td><td>${paired === undefined ? esc(old) : htmlWords(wordDiff(old, paired), 'del')}</td></tr>`,
          );
        }
        for (let k = 0; k < adds; k++) {
          const next = list[i + dels + k]!.text;
          const paired = k < dels ? list[i + k]!.text : undefined;
          rows.push(
            `<tr class="add"><td class="sign">+</td><td>${paired === undefined ? esc(next) : htmlWords(wordDiff(paired, next), 'add')}</td></tr>`,
          );
        }
        i += dels + adds - 1;
      } else rows.push(`<tr class="add"><td class="sign">+</td><td>${esc(op.text)}</td></tr>`);
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
      }</figcaption><div class="grid">${(['before', 'after', 'diff'] as const)
        .map(
          (k) =>
            `<a href="screens/${esc(s[k])}"><img src="screens/${esc(s[k])}" alt="${k} at ${s.width}px" loading="lazy"${style(k)}><span>${k}</span></a>`,
        )
        .join('')}</div></figure>`;
    })
    .join('');
}

function htmlRoute(change: RouteChange): string {
  const meta = change.meta.length
    ? `<table class="meta"><tr><th>Metadata</th><th>Before</th><th>After</th></tr>${change.meta
        .map(
          (m) =>
            `<tr><th>${m.field === 'jsonLd' ? 'JSON-LD' : m.field}</th><td><pre>${esc(m.before)}</pre></td><td><pre>${esc(m.after)}</pre></td></tr>`,
        )
        .join('')}</table>`
    : '';
  const text = change.text.some((op) => op.kind !== 'same') ? `<h3>Visible text</h3>${htmlDiff(change.text)}` : '';
  const images = change.images
    ? `<p>Images: ${esc(change.images.before.join(', ') || '(none)')} → ${esc(change.images.after.join(', ') || '(none)')}</p>`
    : '';
  return `<section id="${esc(change.route)}"><h2><code>${esc(change.route)}</code> <small>${esc(changeSummary(change))}</small></h2>${meta}${text}${images}${htmlShots(change.shots)}</section>`;
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

export function htmlReport(c: Comparison, info: ReportInfo): string {
  const rows = [
    ...c.changed.map(
      (ch) =>
        `<tr><td><a href="#${esc(ch.route)}"><code>${esc(ch.route)}</code></a></td><td>${esc(changeSummary(ch))}</td><td>${esc(ch.title)}</td><td>${shotsCell(ch.shots)}</td></tr>`,
    ),
    ...c.added.map((a) => `<tr><td><code>${esc(a.route)}</code></td><td>added</td><td>${esc(a.title)}</td><td>—</td></tr>`),
    ...c.removed.map((r) => `<tr><td><code>${esc(r.route)}</code></td><td>removed</td><td>${esc(r.title)}</td><td>—</td></tr>`),
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
<title>Content diff: ${esc(summaryLine(c))}</title><style>${STYLE}</style></head>
<body><main>
<h1>Content diff</h1>
<p>Compared <code>${esc(info.base)}</code> (${esc(info.baseSha.slice(0, 7))}) with ${esc(info.head)}: <strong>${esc(summaryLine(c))}</strong>.</p>
${rows.length ? `<section><table class="summary"><tr><th>Page</th><th>Change</th><th>Title</th><th>Pixels differ (390px / 1440px)</th></tr>${rows.join('')}</table></section>` : '<p>No page changes what a visitor sees.</p>'}
${siteWide}
${c.changed.map(htmlRoute).join('\n')}
</main></body></html>
`;
}
