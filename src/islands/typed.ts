/**
 * What a visitor typed into an island's fields before React took them over. React hydrates a
 * field with its own state (empty), so that text is put back through the field's own value
 * setter and announced with an `input` event: React's change handler then takes it into state
 * (a draft is saved, a search filters) as if it had just been typed.
 */
type Field = HTMLInputElement | HTMLTextAreaElement;

const TEXT_INPUTS = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'password']);

function typedFields(root: Element): [Field, string][] {
  const fields = [...root.querySelectorAll<Field>('input, textarea')].filter(
    (field) => field instanceof HTMLTextAreaElement || TEXT_INPUTS.has(field.type),
  );
  return fields.filter((field) => field.value !== field.defaultValue).map((field) => [field, field.value]);
}

/** Notes the typed text in `root` now; the returned function puts it back (call it after hydration). */
export function keepTyped(root: Element): () => void {
  const typed = typedFields(root);
  return () => {
    for (const [field, value] of typed) {
      if (!field.isConnected) continue;
      // React compares a field with the last value it saw: clear that through the plain property,
      // then write the text through the prototype's setter, so the input event reads as a change.
      field.value = '';
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
      setter?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
}
