/**
 * What a visitor typed into an island's fields before React took them over (or what the page's
 * script put back from a saved draft, src/lib/draft-store.ts). React hydrates a field without
 * touching its text but with its own state (empty), so the next render would wipe it. Right
 * after hydration, before any render of its own, each such field is announced to React: its
 * text is written through the field's value setter and an `input` event follows, so React's
 * change handler takes it into state (a draft is kept, a search filters) as if just typed.
 */
type Field = HTMLInputElement | HTMLTextAreaElement;

const TEXT_INPUTS = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'password']);

/** Hands the text of every field in `root` that differs from what React rendered to React's change handlers. */
export function announceTyped(root: Element): void {
  const win = root.ownerDocument.defaultView;
  if (!win) return;
  const fields = [...root.querySelectorAll<Field>('input, textarea')].filter(
    (field) => field instanceof win.HTMLTextAreaElement || TEXT_INPUTS.has(field.type),
  );
  // React writes the value it rendered as the field's default: anything else was typed. Read
  // all first: after handling one field's event, React may put the others back to what it last
  // rendered until its next render.
  const typed = fields.filter((field) => field.value !== field.defaultValue).map((field) => [field, field.value] as const);
  for (const [field, value] of typed) {
    // React compares a field with the last value it saw: clear that through the plain property,
    // then write the text through the prototype's setter, so the input event reads as a change.
    field.value = '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
