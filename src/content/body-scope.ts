/**
 * What an MDX body may use beyond Markdown (docs/decisions/3300): the components
 * the site passes to every body (src/components/ui/Prose.tsx renders bodies with them) and a few
 * harmless HTML tags. Nothing else: no expression, no import or export, no other tag. The one
 * compile step every pipeline shares (./safe-body.ts) refuses what is not listed here, so the
 * check, `npm run dev`, the build and the editor all hold the same rule. A test keeps the list of
 * components in step with the components Prose really passes.
 */

/** Components a body may write as `<Name …>`, with literal attribute values only. None yet: bodies are Markdown. */
export const bodyComponents: readonly string[] = [];

/**
 * HTML tags a body may write, without attributes: a line break inside a paragraph, a superscript
 * or subscript (m², CO₂ written `CO<sub>2</sub>`), and `<bdi>` to keep a Latin run in order inside
 * Arabic text, the one tag that may carry an attribute: `dir="ltr"`, `"rtl"` or `"auto"` (the build
 * writes it around a figure quoted in right-to-left text, docs/decisions/2714).
 */
export const bodyTags: readonly string[] = ['br', 'sup', 'sub', 'bdi'];

/** The values `<bdi dir="…">` may have. */
export const bdiDirections: readonly string[] = ['ltr', 'rtl', 'auto'];

/** HTML elements that never have content: written `<br />` in MDX, never `<br>`. */
export const voidElements: readonly string[] = ['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'];
