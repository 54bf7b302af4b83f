/**
 * The shape of the editor's configuration (src/admin/config.generated.json, written by
 * scripts/cms/config.ts): Decap CMS's own keys (https://decapcms.org/docs/configuration-options/)
 * and the few of ours, each read by src/admin/.
 */
import type { Lang } from '../lib/languages';

/** A Decap CMS field (https://decapcms.org/docs/widgets/). */
export type FieldConfig = {
  name: string;
  label: string;
  widget: string;
  required?: false;
  hint?: string;
  pattern?: [string, string];
  options?: (string | number)[];
  multiple?: true;
  default?: string | number | boolean;
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  fields?: FieldConfig[];
  field?: FieldConfig;
  types?: FieldConfig[];
  typeKey?: string;
  summary?: string;
  collapsed?: true;
  choose_url?: true;
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  options_length?: number;
  /** Ours (src/admin/format.ts): a map in the file (`specs: { height: {…} }`), edited as a list whose items carry their key in this field. */
  map_key?: string;
  /** Ours: a field the editor asks for but the file does not hold (a new entry's address). */
  in_file?: false;
  /** Ours: the field may be left out of the file, and src/admin/format.ts leaves it out when it is empty. */
  omit_empty?: true;
};

/** A Decap CMS collection (https://decapcms.org/docs/collection-overview/). */
export type CollectionConfig = {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  folder?: string;
  files?: { name: string; label: string; file: string; fields: FieldConfig[] }[];
  extension?: string;
  format: 'mdx' | 'yaml';
  create?: true;
  delete?: false;
  nested?: { depth: number; subfolders: false };
  slug?: string;
  identifier_field?: string;
  summary?: string;
  sortable_fields?: string[];
  media_folder?: string;
  public_folder?: string;
  /** Ours: the language of the collection's files (the preview draws them in its direction). */
  lang?: Lang;
  /** Ours: the collection whose files these translate. */
  translates?: string;
  /** Ours: the fields of that collection (but its address) follow `fields`. */
  fields_of?: string;
  fields?: FieldConfig[];
};

export type CmsConfig = {
  publish_mode: 'editorial_workflow';
  media_folder: string;
  public_folder: string;
  slug: { encoding: 'ascii'; clean_accents: true; sanitize_replacement: '-' };
  collections: CollectionConfig[];
};
