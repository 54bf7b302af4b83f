/**
 * ESLint rule `local/logical-classes` (docs/decisions/1801): Tailwind classes that name a physical
 * side (left/right) are wrong on a right-to-left page. It reports
 *
 * - a physical class that has a logical twin, naming the twin: `pl-4` → `ps-4`, `right-5` →
 *   `inset-e-5`, `text-left` → `text-start`, `border-r` → `border-e`, `rounded-l-lg` →
 *   `rounded-s-lg`, `float-left` → `float-start`, `scroll-mr-2` → `scroll-me-2`…;
 * - a class whose direction has no logical form (a sideways `translate-x-*`, `bg-gradient-to-r`,
 *   `bg-left`, `origin-right`) unless the same class list says what happens right to left with an
 *   `rtl:` (or `ltr:`) class of the same kind, e.g. `translate-x-1 rtl:-translate-x-1`.
 *
 * It reads every string and template-literal text in the file that looks like a class list: the
 * `className` attribute, `cn()`/`clsx()` arguments and the lookup tables of whole class strings the
 * components keep (STYLE.md). A class already behind `rtl:` or `ltr:` is a deliberate choice and
 * is left alone.
 */

const VALUE = String.raw`(?:\d+(?:\.\d+)?|\d+\/\d+|px|full|auto|\[[^\]]+\]|\([^)]+\))`;

/** [pattern on the class without variants, replacement for the message]. `$n` refer to groups. */
const TWINS = [
  [new RegExp(String.raw`^(-?)m([lr])-(${VALUE})$`), (m) => `${m[1]}m${m[2] === 'l' ? 's' : 'e'}-${m[3]}`],
  [new RegExp(String.raw`^p([lr])-(${VALUE})$`), (m) => `p${m[1] === 'l' ? 's' : 'e'}-${m[2]}`],
  [new RegExp(String.raw`^(-?)(left|right)-(${VALUE})$`), (m) => `${m[1]}inset-${m[2] === 'left' ? 's' : 'e'}-${m[3]}`],
  [/^text-(left|right)$/, (m) => `text-${m[1] === 'left' ? 'start' : 'end'}`],
  [/^(float|clear)-(left|right)$/, (m) => `${m[1]}-${m[2] === 'left' ? 'start' : 'end'}`],
  [/^border-([lr])(-\S+)?$/, (m) => `border-${m[1] === 'l' ? 's' : 'e'}${m[2] ?? ''}`],
  [/^rounded-([lr])(-\S+)?$/, (m) => `rounded-${m[1] === 'l' ? 's' : 'e'}${m[2] ?? ''}`],
  [/^rounded-([tb])([lr])(-\S+)?$/, (m) => `rounded-${m[1] === 't' ? 's' : 'e'}${m[2] === 'l' ? 's' : 'e'}${m[3] ?? ''}`],
  [new RegExp(String.raw`^(-?)scroll-([mp])([lr])-(${VALUE})$`), (m) => `${m[1]}scroll-${m[2]}${m[3] === 'l' ? 's' : 'e'}-${m[4]}`],
];

/** Direction-bound classes without a logical twin: [pattern, kind]. A class list with an rtl:/ltr: class of the same kind is fine. */
const SIDED = [
  [/^-?translate-x-(?!0$)\S+$/, 'translate-x'],
  [/^bg-(?:gradient|linear)-to-(?:l|r|tl|tr|bl|br)$/, 'bg-gradient'],
  [/^bg-(?:left|right)(?:-top|-bottom)?$/, 'bg-position'],
  [/^origin-(?:left|right|top-left|top-right|bottom-left|bottom-right)$/, 'origin'],
];
const KIND_OF = [
  [/^-?translate-x-/, 'translate-x'],
  [/^bg-(?:gradient|linear)-to-/, 'bg-gradient'],
  [/^bg-(?:left|right|top|bottom|center)/, 'bg-position'],
  [/^origin-/, 'origin'],
];

/** The same class pointing the other way: what right to left needs. */
function flipped(utility, kind) {
  if (kind === 'translate-x') return utility.startsWith('-') ? utility.slice(1) : `-${utility}`;
  const swap = { l: 'r', r: 'l', tl: 'tr', tr: 'tl', bl: 'br', br: 'bl', left: 'right', right: 'left' };
  if (kind === 'bg-gradient') return utility.replace(/-to-(\w+)$/, (_, side) => `-to-${swap[side]}`);
  return utility.replace(/left|right/, (side) => swap[side]);
}

/** A token as [variants, utility]: variants end at the last ':' outside brackets. */
function split(token) {
  let depth = 0;
  let cut = -1;
  for (let i = 0; i < token.length; i++) {
    const c = token[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && depth === 0) cut = i;
  }
  const variants = cut === -1 ? [] : token.slice(0, cut).split(':');
  const utility = token.slice(cut + 1).replace(/^!|!$/g, '');
  return [variants, utility];
}

const directional = (variants) => variants.includes('rtl') || variants.includes('ltr');

/** Problems in one class list: { token, message }. */
export function checkClassList(text) {
  const tokens = text.split(/\s+/).filter(Boolean);
  const guarded = new Set();
  for (const token of tokens) {
    const [variants, utility] = split(token);
    if (!directional(variants)) continue;
    for (const [pattern, kind] of KIND_OF) if (pattern.test(utility)) guarded.add(kind);
  }
  const problems = [];
  for (const token of tokens) {
    const [variants, utility] = split(token);
    if (directional(variants)) continue;
    const prefix = variants.length ? `${variants.join(':')}:` : '';
    let found = false;
    for (const [pattern, twin] of TWINS) {
      const match = utility.match(pattern);
      if (!match) continue;
      problems.push({
        token,
        message: `"${token}" names a physical side; use the logical "${prefix}${twin(match)}" so the layout mirrors right to left.`,
      });
      found = true;
      break;
    }
    if (found) continue;
    for (const [pattern, kind] of SIDED) {
      if (!pattern.test(utility) || guarded.has(kind)) continue;
      problems.push({
        token,
        message: `"${token}" points the same way in both directions and has no logical form; say what right to left does in the same class list, e.g. "rtl:${prefix}${flipped(utility, kind)}".`,
      });
    }
  }
  return problems;
}

/** Strings that are not class lists: import sources, object keys, type-level strings, directives. */
function skipped(node) {
  const parent = node.parent;
  if (!parent) return false;
  if (parent.type === 'ImportDeclaration' || parent.type === 'ExportNamedDeclaration' || parent.type === 'ExportAllDeclaration') return true;
  if (parent.type === 'ImportExpression') return true;
  if (parent.type === 'Property' && parent.key === node && !parent.computed) return true;
  if (parent.type === 'TSLiteralType') return true;
  if (parent.type === 'ExpressionStatement' && parent.directive) return true;
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
export const logicalClasses = {
  meta: {
    type: 'problem',
    docs: { description: 'Tailwind classes use logical sides (start/end), or state their right-to-left counterpart' },
    schema: [],
  },
  create(context) {
    const report = (node, text) => {
      for (const problem of checkClassList(text)) context.report({ node, message: problem.message });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string' && !skipped(node)) report(node, node.value);
      },
      TemplateElement(node) {
        // Class lists around an interpolation: `${base} pl-4` — each text part is checked on its own.
        report(node, node.value.cooked ?? node.value.raw);
      },
    };
  },
};

export default { rules: { 'logical-classes': logicalClasses } };
