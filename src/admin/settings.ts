/**
 * The editor's configuration as Decap CMS takes it: the generated collections
 * (config.generated.json, from the schemas) with what only the deployment knows, read from
 * cms-settings.json beside the editor's page (scripts/cms/build.ts writes it at build, the
 * development server serves it for `npm run cms`): the GitHub repository and branch, the OAuth
 * client that signs copywriters in, the site's address and stylesheet. Pure: no Decap, no fetch.
 */
import type { CmsConfig, CollectionConfig, FieldConfig } from './config-types';

export type Settings = {
  /** "owner/name" on GitHub; without it the editor only works against the local backend. */
  repo?: string;
  branch: string;
  /** The OAuth client that signs in with GitHub (Decap's `base_url`), its path and the site it knows this editor as. */
  auth?: { baseUrl: string; endpoint?: string; siteDomain?: string };
  /** The public site's address, for "view live" links. */
  siteUrl?: string;
  /** The site's own stylesheets, drawn into the preview. */
  stylesheets: string[];
  /** Port of the local backend (`npm run cms`) on this machine's loopback address. */
  localBackendPort: number;
};

/** The local backend's port named in the address (`/admin/?backend=8082`), else the settings' own. */
export function localBackendPort(search: string, settings: Pick<Settings, 'localBackendPort'>): number {
  const asked = new URLSearchParams(search).get('backend');
  return asked && /^\d{2,5}$/.test(asked) ? Number(asked) : settings.localBackendPort;
}

/** The name under which src/admin/main.tsx registers a collection's way of reading and writing its files. */
export const formatName = (collection: Pick<CollectionConfig, 'name'>) => `cms-${collection.name}`;

/** Every field of a collection, a translation's borrowed ones included (`fields_of`). */
export function fieldsOfCollection(config: CmsConfig, collection: CollectionConfig): FieldConfig[] {
  const own = collection.fields ?? collection.files?.flatMap((file) => file.fields) ?? [];
  if (!collection.fields_of) return own;
  const source = config.collections.find((item) => item.name === collection.fields_of);
  if (!source?.fields) throw new Error(`config: ${collection.name} borrows the fields of "${collection.fields_of}", which has none`);
  return [...own, ...source.fields.filter((field) => field.name !== 'address')];
}

/** The file extension of a collection's files. */
export const extensionOf = (collection: CollectionConfig) => collection.extension ?? (collection.format === 'mdx' ? 'mdx' : 'yaml');

export type DecapConfig = Omit<CmsConfig, 'collections'> & {
  load_config_file: false;
  backend: { name: 'github'; repo: string; branch: string; base_url?: string; auth_endpoint?: string; site_domain?: string; squash_merges: true };
  local_backend: { url: string; allowed_hosts: string[] };
  site_url?: string;
  display_url?: string;
  locale: 'en';
  collections: (Omit<CollectionConfig, 'format'> & { format: string })[];
};

/** Where the editor says a repository belongs when the build named none: it then works only against the local backend. */
export const NO_REPOSITORY = 'not-set/not-set';

/** The configuration Decap CMS starts with. */
export function decapConfig(config: CmsConfig, settings: Settings, location: { hostname: string; search: string }): DecapConfig {
  const collections = config.collections.map((collection) => {
    const fields = fieldsOfCollection(config, collection);
    // `fields_of` is ours: Decap gets the fields themselves.
    const own: CollectionConfig = { ...collection };
    delete own.fields_of;
    return { ...own, format: formatName(collection), ...(collection.folder ? { fields } : {}) };
  });
  return {
    ...config,
    load_config_file: false,
    backend: {
      name: 'github',
      repo: settings.repo ?? NO_REPOSITORY,
      branch: settings.branch,
      ...(settings.auth ? { base_url: settings.auth.baseUrl } : {}),
      ...(settings.auth?.endpoint ? { auth_endpoint: settings.auth.endpoint } : {}),
      ...(settings.auth?.siteDomain ? { site_domain: settings.auth.siteDomain } : {}),
      squash_merges: true,
    },
    // Decap uses it only where the editor runs on this machine (localhost, 127.0.0.1) and answers there.
    local_backend: {
      url: `http://${location.hostname}:${localBackendPort(location.search, settings)}/api/v1`,
      allowed_hosts: ['127.0.0.1', 'localhost'],
    },
    ...(settings.siteUrl ? { site_url: settings.siteUrl, display_url: settings.siteUrl } : {}),
    locale: 'en',
    collections,
  };
}

/** Settings as cms-settings.json gives them, checked: anything unusable is left out rather than trusted. */
export function parseSettings(value: unknown): Settings {
  const record = (item: unknown): Record<string, unknown> => (item && typeof item === 'object' && !Array.isArray(item) ? { ...item } : {});
  const text = (item: unknown) => (typeof item === 'string' && item.trim() ? item.trim() : undefined);
  const input = record(value);
  const repo = text(input.repo);
  const auth = record(input.auth);
  const baseUrl = text(auth.baseUrl);
  const port = Number(input.localBackendPort);
  return {
    ...(repo && /^[\w.-]+\/[\w.-]+$/.test(repo) ? { repo } : {}),
    branch: text(input.branch) ?? 'main',
    ...(baseUrl
      ? {
          auth: {
            baseUrl,
            ...(text(auth.endpoint) ? { endpoint: text(auth.endpoint) } : {}),
            ...(text(auth.siteDomain) ? { siteDomain: text(auth.siteDomain) } : {}),
          },
        }
      : {}),
    ...(text(input.siteUrl) ? { siteUrl: text(input.siteUrl) } : {}),
    stylesheets: Array.isArray(input.stylesheets) ? input.stylesheets.filter((item): item is string => typeof item === 'string') : [],
    localBackendPort: Number.isInteger(port) && port > 0 ? port : 8081,
  };
}
