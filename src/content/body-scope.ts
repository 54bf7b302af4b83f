/**
 * What an MDX body may use beyond Markdown: the components the site passes to every body
 * (src/components/ui/Prose.tsx renders bodies with them) and the names an expression may read.
 * The content check resolves every `<Component>` and `{name}` of a body against these lists, so
 * a body that would fail at build is reported with its line instead. A test keeps the list in
 * step with the components Prose really passes.
 */

/** Components a body may write as `<Name …>`. None yet: bodies are Markdown, plus plain HTML tags. */
export const bodyComponents: readonly string[] = [];

/** Names every body can read in `{…}`: what MDX itself provides, and the standard JavaScript values. */
export const bodyNames: readonly string[] = [
  'props',
  'undefined',
  'NaN',
  'Infinity',
  'Math',
  'Number',
  'String',
  'Boolean',
  'Array',
  'Object',
  'Date',
  'JSON',
  'Intl',
  'parseInt',
  'parseFloat',
  'encodeURIComponent',
];

/** HTML elements that never have content: written `<br />` in MDX, never `<br>`. */
export const voidElements: readonly string[] = ['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'];
