/**
 * What only the deployment knows, for the editor (src/admin/settings.ts reads it as
 * cms-settings.json): set in the environment or a .env file when building (README, "Edit in the
 * browser"). None is a secret: the OAuth client keeps its secret on its own side.
 *
 *   CMS_REPO            owner/name on GitHub (default: content/site.yaml's `repository`, else
 *                       GITHUB_REPOSITORY on GitHub Actions)
 *   CMS_BRANCH          the branch pull requests go to (default main)
 *   CMS_AUTH_URL        the OAuth client's address (Decap's `base_url`), e.g. https://api.netlify.com
 *   CMS_AUTH_ENDPOINT   its path, when not "auth"
 *   CMS_AUTH_SITE       the site the OAuth client knows the editor as (Netlify: the site's domain)
 *   CMS_BACKEND_PORT    the local backend's port for `npm run cms` (default 8081)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv } from 'vite';
import { parse } from 'yaml';
import type { Settings } from '../../src/admin/settings';

/** "owner/name" of a GitHub address (https://github.com/owner/name), else undefined. */
export function repoOf(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const match = /^https:\/\/github\.com\/([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(url.trim());
  return match ? `${match[1]}/${match[2]}` : undefined;
}

export function editorSettings(options: { stylesheets: string[]; root?: string; env?: Record<string, string | undefined> }): Settings {
  const root = options.root ?? process.cwd();
  const env = options.env ?? { ...process.env, ...loadEnv('production', root, 'CMS_') };
  const site: unknown = parse(readFileSync(join(root, 'content', 'site.yaml'), 'utf8'));
  const record = site && typeof site === 'object' ? (site as Record<string, unknown>) : {};
  const repo = env.CMS_REPO?.trim() || repoOf(record.repository) || env.GITHUB_REPOSITORY?.trim();
  const port = Number(env.CMS_BACKEND_PORT ?? 8081);
  return {
    ...(repo ? { repo } : {}),
    branch: env.CMS_BRANCH?.trim() || 'main',
    ...(env.CMS_AUTH_URL?.trim()
      ? {
          auth: {
            baseUrl: env.CMS_AUTH_URL.trim(),
            ...(env.CMS_AUTH_ENDPOINT?.trim() ? { endpoint: env.CMS_AUTH_ENDPOINT.trim() } : {}),
            ...(env.CMS_AUTH_SITE?.trim() ? { siteDomain: env.CMS_AUTH_SITE.trim() } : {}),
          },
        }
      : {}),
    ...(typeof record.url === 'string' ? { siteUrl: record.url } : {}),
    stylesheets: options.stylesheets,
    localBackendPort: Number.isInteger(port) && port > 0 ? port : 8081,
  };
}
