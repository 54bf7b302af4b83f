import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { clearDraft, readDraft, writeDraft } from './draft-store';

const empty = { name: '', email: '', message: '' };

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

let store: MemoryStorage;
beforeEach(() => {
  store = new MemoryStorage();
  vi.stubGlobal('window', { sessionStorage: store });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

test('a typed draft is read back exactly, line breaks and emoji included', () => {
  const values = { name: 'Asha', email: 'asha@example.com', message: 'Hello\nsecond line 🤖' };
  writeDraft('contact', values);
  expect(readDraft('contact', empty)).toEqual(values);
});

test('a draft with nothing but spaces is not kept', () => {
  writeDraft('contact', { name: 'A', email: '', message: '' });
  writeDraft('contact', { name: '  ', email: '', message: '\n' });
  expect(store.items.size).toBe(0);
  expect(readDraft('contact', empty)).toBeUndefined();
});

test('clearing forgets the draft', () => {
  writeDraft('contact', { ...empty, message: 'Hi' });
  clearDraft('contact');
  expect(readDraft('contact', empty)).toBeUndefined();
});

test('drafts of different forms do not mix', () => {
  writeDraft('contact', { ...empty, message: 'Hi' });
  expect(readDraft('newsletter', { email: '' })).toBeUndefined();
});

test('a damaged or foreign value yields only known text fields, or nothing', () => {
  store.setItem('ihub:form-draft:contact', '{not json');
  expect(readDraft('contact', empty)).toBeUndefined();
  store.setItem('ihub:form-draft:contact', JSON.stringify({ name: 42, message: 'kept', extra: 'dropped' }));
  expect(readDraft('contact', empty)).toEqual({ name: '', email: '', message: 'kept' });
});

test('storage that throws (privacy mode, quota) never breaks the form', () => {
  vi.stubGlobal('window', {
    get sessionStorage(): Storage {
      throw new DOMException('denied', 'SecurityError');
    },
  });
  expect(() => writeDraft('contact', { ...empty, message: 'Hi' })).not.toThrow();
  expect(readDraft('contact', empty)).toBeUndefined();
  expect(() => clearDraft('contact')).not.toThrow();
});
