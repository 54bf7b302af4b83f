/**
 * What happens when a copywriter saves: the file the editor is about to write is put together
 * (src/admin/format.ts) and checked with the content check's own rules, its body included
 * (src/admin/check.ts).
 * A file with a mistake is refused with the check's messages; a good one goes on to Decap CMS,
 * which writes it (locally) or commits it to the entry's branch and pull request (GitHub).
 */
import type { Problem } from '~/content/source';
import { checkFile, formatProblem, type CheckContext, type Kind } from './check';
import type { CmsConfig, CollectionConfig } from './config-types';
import { SOURCE_KEY, toFile } from './format';
import { extensionOf, fieldsOfCollection } from './settings';

export type Draft = {
  collection: string;
  /** The file's path in the repository; empty for a new entry. */
  path: string;
  /** The file as it was; empty for a new entry. */
  raw: string;
  data: Record<string, unknown>;
  isNew: boolean;
};

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

const isImmutable = (value: unknown): value is { toJS: () => unknown } =>
  !!value && typeof value === 'object' && 'toJS' in value && typeof value.toJS === 'function';

/** The draft Decap CMS holds in `entry` (an Immutable map, its values too), as plain data. */
export function draftOf(entry: { get(key: string): unknown }): Draft {
  const text = (key: string): string => {
    const value = entry.get(key);
    return typeof value === 'string' ? value : '';
  };
  const raw = entry.get('data');
  const values = isImmutable(raw) ? raw.toJS() : raw;
  return {
    collection: text('collection'),
    path: text('path'),
    raw: text('raw'),
    data: isRecord(values) ? values : {},
    isNew: Boolean(entry.get('newRecord')),
  };
}

/** Why a save is refused: the problems, one per line, as `npm run content:check` prints them. */
export class SaveRefused extends Error {
  constructor(readonly problems: Problem[]) {
    super(problems.map(formatProblem).join('\n'));
    // Decap CMS shows "Not saved. <name>: <message>".
    this.name = 'The content check says';
  }
}

/** The kind of content of a collection, for the check. */
export function kindOf(collection: CollectionConfig): Kind {
  const english = collection.translates ?? collection.name;
  if (english !== 'pages' && english !== 'news' && english !== 'careers' && english !== 'products' && english !== 'site') {
    throw new Error(`save: the collection "${collection.name}" holds no kind of content the check knows`);
  }
  return { collection: english, ...(collection.lang ? { lang: collection.lang } : {}) };
}

/** The path of the file a draft is saved to. */
export function pathOf(collection: CollectionConfig, draft: Draft): string {
  if (draft.path) return draft.path;
  const file = collection.files?.[0]?.file;
  if (file) return file;
  const address = typeof draft.data.address === 'string' ? draft.data.address.trim() : '';
  return `${collection.folder}/${address}.${extensionOf(collection)}`;
}

/** The file a draft would be written as (its path and text, put together as Decap writes it), unchecked: what the preview checks. */
export function draftFile(config: CmsConfig, draft: Draft): { collection: CollectionConfig; file: string; text: string } {
  const collection = config.collections.find((item) => item.name === draft.collection);
  if (!collection) throw new Error(`save: no collection "${draft.collection}" in the configuration`);
  const fields = fieldsOfCollection(config, collection);
  return { collection, file: pathOf(collection, draft), text: toFile(collection.format, { ...draft.data, [SOURCE_KEY]: draft.raw }, fields) };
}

/**
 * The file a draft saves as, once the check finds nothing wrong with it, fields and body; rejects
 * with SaveRefused and the check's messages otherwise.
 */
export async function fileToSave(
  config: CmsConfig,
  draft: Draft,
  context: (collection: CollectionConfig, file: string) => CheckContext,
): Promise<{ file: string; text: string }> {
  const { collection, file, text } = draftFile(config, draft);
  const fields = fieldsOfCollection(config, collection);
  if (draft.isNew && fields.some((field) => field.name === 'address' && field.in_file === false)) {
    const address = draft.data.address;
    if (typeof address !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(address.trim())) {
      throw new SaveRefused([
        {
          file,
          field: 'address',
          message: `expected the new entry's address, lower-case words joined by hyphens like "tara-at-the-fair", got ${JSON.stringify(address ?? '')}`,
        },
      ]);
    }
  }
  const problems = await checkFile(file, text, kindOf(collection), context(collection, file));
  if (problems.length) throw new SaveRefused(problems);
  return { file, text };
}
