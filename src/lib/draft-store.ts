/**
 * What a visitor types into a form is kept in session storage from the first keystroke, put back
 * into the form when the page loads again (an accidental reload, Back), and cleared once it has
 * been delivered. Session storage ends with the tab, never leaves the browser, and is the only
 * web storage this site uses.
 *
 * Framework-free and in the one script every page loads (src/entry.client.tsx): a form marked
 * `data-draft="<key>"` is saved by a listener on the document, whether or not its island's
 * React has arrived, so a reload at any moment finds every character typed before it
 * (issue 29: typing and reloading before hydration lost the message).
 */

const PREFIX = 'ihub:form-draft:';

/** Marks a `<form>` whose text fields are kept: `data-draft="contact"`. */
export const DRAFT_ATTRIBUTE = 'data-draft';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage can be switched off; the form still works, it only forgets on reload.
    return undefined;
  }
}

export type Draft<K extends string> = Record<K, string>;

/** The saved draft for `key`, holding only the fields of `empty` as text; undefined when none. */
export function readDraft<K extends string>(key: string, empty: Draft<K>): Draft<K> | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage()?.getItem(PREFIX + key) ?? 'null');
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== 'object') return undefined;
  const values = { ...empty };
  let found = false;
  for (const field in empty) {
    const value: unknown = Reflect.get(parsed, field);
    if (typeof value === 'string' && value) {
      values[field] = value;
      found = true;
    }
  }
  return found ? values : undefined;
}

/** Saves the draft; a draft with nothing typed is removed instead. */
export function writeDraft(key: string, values: Record<string, string>): void {
  try {
    if (Object.values(values).some((value) => value.trim())) storage()?.setItem(PREFIX + key, JSON.stringify(values));
    else storage()?.removeItem(PREFIX + key);
  } catch {
    // Quota or privacy mode: keep working without the safety net.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // Nothing to clear.
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement;
const TEXT_INPUTS = new Set(['text', 'search', 'email', 'tel', 'url']);

/** The named text fields of a form, as a visitor types into them. */
function textFields(form: HTMLFormElement): Field[] {
  const win = form.ownerDocument.defaultView;
  if (!win) return [];
  return [...form.elements].filter(
    (element): element is Field =>
      (element instanceof win.HTMLTextAreaElement || (element instanceof win.HTMLInputElement && TEXT_INPUTS.has(element.type))) &&
      element.name !== '',
  );
}

/** Keys of the forms whose saved draft was put back when the page loaded. */
const restored = new Set<string>();

/** Whether the form `key` came back with a draft saved before this page loaded (so it can say so). */
export function restoredAtStart(key: string): boolean {
  return restored.has(key);
}

/**
 * Puts each marked form's saved draft back into its fields (a field the visitor already typed
 * into is left alone), then, on every `input` event in a marked form, saves the text of the field
 * the event came from. One field at a time: React puts a controlled field back to the value it
 * last rendered after each event it handles, for a moment, until it renders again (as it does
 * when typed text is handed over after hydration, src/islands/typed.ts); the other fields' text
 * in the page is then not what the visitor wrote, their saved text is.
 */
export function keepDrafts(doc: Document): void {
  for (const form of doc.querySelectorAll<HTMLFormElement>(`form[${DRAFT_ATTRIBUTE}]`)) {
    const key = form.getAttribute(DRAFT_ATTRIBUTE) ?? '';
    const fields = textFields(form);
    const saved = readDraft(key, Object.fromEntries(fields.map((field) => [field.name, ''])));
    if (!saved) continue;
    restored.add(key);
    for (const field of fields) if (field.value === field.defaultValue && saved[field.name]) field.value = saved[field.name] ?? '';
  }
  doc.addEventListener(
    'input',
    (event) => {
      const target = event.target;
      const form = target instanceof Element ? target.closest(`form[${DRAFT_ATTRIBUTE}]`) : null;
      if (!form || !('elements' in form)) return;
      const fields = textFields(form as HTMLFormElement);
      const field = fields.find((candidate) => candidate === target);
      if (!field) return;
      const key = form.getAttribute(DRAFT_ATTRIBUTE) ?? '';
      const empty = Object.fromEntries(fields.map((candidate) => [candidate.name, '']));
      writeDraft(key, { ...empty, ...readDraft(key, empty), [field.name]: field.value });
    },
    true,
  );
}
