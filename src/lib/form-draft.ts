/**
 * Form values backed by the session draft of src/lib/draft-store.ts. The page's script saves the
 * fields of a form marked `data-draft` on every keystroke and puts a saved draft back into them
 * as the page loads, before React arrives; src/islands/typed.ts then hands that text to React.
 * This hook keeps React's copy: it starts empty (as prerendered), takes the saved draft on mount,
 * and forgets it on reset.
 */
import { useCallback, useEffect, useState } from 'react';
import { clearDraft, readDraft, restoredAtStart, type Draft } from './draft-store';

export function useFormDraft<K extends string>(key: string, empty: Draft<K>) {
  const [values, setValues] = useState<Draft<K>>(empty);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    const saved = readDraft(key, empty);
    if (saved) setValues(saved);
    // Only a draft from before this page loaded was "kept across a reload"; text typed on this
    // page before React arrived is saved too, and is simply the visitor's.
    if (saved && restoredAtStart(key)) setRestored(true);
    // Restore once, on mount: `empty` is the form's constant starting point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  /** Sets one field; the document's listener (draft-store.ts) has already saved what was typed. */
  const setValue = useCallback((field: K, value: string) => setValues((current) => ({ ...current, [field]: value })), []);

  /** Empties the form and forgets the draft (after delivery, or when the visitor starts over). */
  const reset = useCallback(() => {
    clearDraft(key);
    setValues(empty);
    setRestored(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return { values, setValue, reset, restored };
}
