/**
 * The browser editor at /admin/ (docs/decisions/3200): Decap CMS with the
 * configuration generated from the content schemas, files read and written so that a save
 * changes only what was edited, every save checked by the content check's own rules (bodies
 * included), previews drawn by the site's section kit, and the form always the entry of the
 * address. With the GitHub backend each change is a branch and a pull
 * request (the editorial workflow); with `npm run cms` it writes the working tree.
 */
import CMS, { type InitOptions } from 'decap-cms-core';
import { GitHubBackend } from 'decap-cms-backend-github';
import { ProxyBackend } from 'decap-cms-backend-proxy';
import en from 'decap-cms-locales/dist/esm/en';
import BooleanWidget from 'decap-cms-widget-boolean';
import ImageWidget from 'decap-cms-widget-image';
import ListWidget from 'decap-cms-widget-list';
import NumberWidget from 'decap-cms-widget-number';
import ObjectWidget from 'decap-cms-widget-object';
import RelationWidget from 'decap-cms-widget-relation';
import SelectWidget from 'decap-cms-widget-select';
import StringWidget from 'decap-cms-widget-string';
import TextWidget from 'decap-cms-widget-text';
import { addressMismatch, needsReload } from './address';
import { AddressControl } from './AddressControl';
import type { CmsConfig } from './config-types';
import generated from './config.generated.json';
import { SOURCE_KEY, fromFile, toFile } from './format';
import { setPreviewData, factsIn, previewData, type PreviewData } from './preview/data';
import { previewTemplates } from './preview/templates';
import { setStylesheets } from './preview/styles';
import { draftOf, fileToSave } from './save';
import { decapConfig, extensionOf, fieldsOfCollection, formatName, parseSettings } from './settings';

const config = generated as CmsConfig;

/** A file beside the editor's page, wherever the site is hosted (/admin/ or a preview's /pr-preview/pr-12/admin/). */
async function json(name: string): Promise<unknown> {
  const response = await fetch(`${import.meta.env.BASE_URL}admin/${name}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${name}: ${response.status} ${response.statusText}`);
  return response.json();
}

async function start(): Promise<void> {
  const [settingsJson, data] = await Promise.all([json('cms-settings.json'), json('preview-data.json')]);
  const settings = parseSettings(settingsJson);
  // The preview data is written by scripts/cms/preview-data.ts with the same types.
  setPreviewData(data as PreviewData);
  setStylesheets(settings.stylesheets);

  CMS.registerBackend('github', GitHubBackend);
  CMS.registerBackend('proxy', ProxyBackend);
  // A new entry's address, shown read-only once the entry has its file (scripts/cms/config.ts names it).
  CMS.registerWidget('address', AddressControl);
  for (const widget of [StringWidget, TextWidget, SelectWidget, ListWidget, ObjectWidget, BooleanWidget, NumberWidget, ImageWidget, RelationWidget]) {
    CMS.registerWidget(widget.Widget());
  }
  // A field that does not match says what the content check would say: "Date — expected a date like 2024-05-12".
  CMS.registerLocale('en', {
    ...en,
    editor: {
      ...en.editor,
      editorControlPane: {
        ...en.editor.editorControlPane,
        widget: { ...en.editor.editorControlPane.widget, regexPattern: '%{fieldLabel} — %{pattern}' },
      },
    },
    ui: { ...en.ui, toast: { ...en.ui.toast, onFailToPersist: 'Not saved. %{details}' } },
  });

  for (const collection of config.collections) {
    const fields = fieldsOfCollection(config, collection);
    const kind = collection.format;
    CMS.registerCustomFormat(formatName(collection), extensionOf(collection), {
      fromFile: (text: string) => fromFile(kind, text, fields),
      toFile: (values: object) => toFile(kind, { ...values }, fields),
    });
  }
  for (const [name, template] of previewTemplates(config)) CMS.registerPreviewTemplate(name, template);

  // Every save: the file is put together and checked as the content check would, its text
  // included; a mistake is refused with its message, and so is a form that is not the entry of
  // the address.
  CMS.registerEventListener({
    name: 'preSave',
    handler: async ({ entry }) => {
      const draft = draftOf(entry);
      const slug: unknown = entry.get('slug');
      const mismatch = addressMismatch(window.location.hash, { ...draft, slug: typeof slug === 'string' ? slug : '' });
      if (mismatch) throw Object.assign(new Error(mismatch), { name: 'The editor says' });
      await fileToSave(config, draft, (collection, file) => ({
        facts: (lang) => factsIn(lang),
        english: collection.translates ? previewData().english[file.replace(/^content\/[a-z]{2,3}\//, 'content/')] : undefined,
      }));
      // Decap writes the file with toFile, which keeps the layout of the file as it was.
      const values = entry.get('data') as typeof entry; // the form's values, an Immutable map like the entry
      return values.set(SOURCE_KEY, draft.raw);
    },
  });

  // Decap CMS validates the configuration against its own JSON schema when it starts; its
  // TypeScript types are looser and stricter at once (every widget's keys on every field).
  CMS.init({ config: decapConfig(config, settings, window.location) as unknown as InitOptions['config'] });
}

// The editor shows and saves the entry its address names (./address.ts): an address moved from
// one entry to another (Back, Forward, typed) starts the editor again there. Registered before
// Decap CMS listens to the address, so it never moves its open form to an address it did not load;
// a form with changes is kept by the browser's "leave this page?" question.
let address = window.location.hash;
window.addEventListener('hashchange', (event) => {
  if (needsReload(address, window.location.hash)) {
    event.stopImmediatePropagation();
    window.location.reload();
    return;
  }
  address = window.location.hash;
});

start().catch((error: unknown) => {
  const message = document.createElement('p');
  message.textContent = `The editor could not start: ${error instanceof Error ? error.message : String(error)}`;
  document.body.append(message);
  throw error;
});
