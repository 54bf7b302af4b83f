/**
 * What a visitor types into a form is kept in session storage while they type, restored after
 * an accidental reload, and cleared once it has been delivered. Session storage ends with the
 * tab, never leaves the browser, and is the only web storage this site uses.
 */
import { useCallback, useEffect, useState } from 'react';

const PREFIX = 'ihub:form-draft:';

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

/**
 * Form values backed by a session draft. The first render is empty (as prerendered); a saved
 * draft is restored right after hydration and `restored` says so, so the form can tell the
 * visitor their text came back.
 */
export function useFormDraft<K extends string>(key: string, empty: Draft<K>) {
  const [values, setValues] = useState<Draft<K>>(empty);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    const saved = readDraft(key, empty);
    if (saved) {
      setValues(saved);
      setRestored(true);
    }
    // Restore once, on mount: `empty` is the form's constant starting point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const setValue = useCallback(
    (field: K, value: string) => {
      setValues((current) => {
        const next = { ...current, [field]: value };
        writeDraft(key, next);
        return next;
      });
    },
    [key],
  );

  /** Empties the form and forgets the draft (after delivery, or when the visitor starts over). */
  const reset = useCallback(() => {
    clearDraft(key);
    setValues(empty);
    setRestored(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return { values, setValue, reset, restored };
}
