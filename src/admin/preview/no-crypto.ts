/**
 * Stands in for node:crypto in the editor's build (scripts/cms/vite.ts): src/content/translation.ts
 * uses it only to stamp a translated file, which the editor never does.
 */
export function createHash(): never {
  throw new Error('The editor cannot stamp a translation: run "npm run content:translated -- <file>".');
}
