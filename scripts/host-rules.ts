/**
 * The `_headers` and `_redirects` files of a client build, read with Netlify's own parsers
 * (`@netlify/headers-parser`, `@netlify/redirect-parser`), so the local server, the nginx
 * export and the tests read them exactly as the host that defines the format does.
 */
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export type HeaderRule = { for: string; forRegExp: RegExp; values: Record<string, string> };
export type Redirect = { from: string; to: string; status: number; force: boolean };

const headerRuleSchema = z.object({ for: z.string(), forRegExp: z.instanceof(RegExp), values: z.record(z.string(), z.string()) });
const redirectSchema = z.object({
  from: z.string().startsWith('/'),
  to: z.string(),
  status: z.number().int().default(301),
  force: z.boolean().default(false),
});

/** Reads `<dir>/<name>` with `parse`, failing on its errors and checking its rules (none when the file is missing). */
async function readRules<T>(
  dir: string,
  name: string,
  schema: z.ZodType<T>,
  parse: (file: string) => Promise<{ rules: unknown[]; errors: unknown[] }>,
) {
  const file = join(dir, name);
  if (!existsSync(file)) return [];
  const { rules, errors } = await parse(file);
  if (errors.length) throw new Error(`${file}: ${errors.map(String).join('; ')}`);
  return z.array(schema).parse(rules);
}

/** The header rules of `<dir>/_headers`, in file order. */
export const readHeaderRules = (dir: string): Promise<HeaderRule[]> =>
  readRules(dir, '_headers', headerRuleSchema, async (file) => {
    const { headers, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false });
    return { rules: headers, errors };
  });

/** The redirects of `<dir>/_redirects`, in file order. */
export const readRedirects = (dir: string): Promise<Redirect[]> =>
  readRules(dir, '_redirects', redirectSchema, async (file) => {
    const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [file], configRedirects: [], minimal: true });
    return { rules: redirects, errors };
  });

/**
 * The text of a build's `_redirects`: first each moved address (`/newsroom /news 301!`), then the
 * lines of public/_redirects (`extra`), last each language's not-found rule (`/ar/* /ar/404.html 404`).
 * A moved address is forced (`!`): the build also writes a page there (a stub that sends
 * browsers on without a server), and on Netlify a file at the address wins over a rule without
 * `!`, so the stub would answer 200 instead of the 301.
 */
export function redirectsFile({
  moved,
  extra = '',
  notFound = [],
}: {
  moved: { from: string; to: string }[];
  extra?: string;
  notFound?: string[];
}): string {
  const lines = [
    '# Written by scripts/postbuild.ts from src/site-map.ts. Netlify / Cloudflare Pages format.',
    ...moved.map((r) => `${r.from} ${r.to} 301!`),
    ...(extra.trim() ? [extra.trim()] : []),
    // Last: an unknown address under a language's prefix gets that language's not-found page.
    ...notFound,
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * The headers for a path: every matching rule's, a later rule overriding an earlier one for the
 * same header. (Netlify and Cloudflare join the values instead; `_headers` is written so that
 * both readings give the same policy: scripts/build/headers.ts.)
 */
export function headersFor(rules: HeaderRule[], pathname: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const rule of rules) if (rule.forRegExp.test(pathname)) for (const [name, value] of Object.entries(rule.values)) out.set(name, value);
  return out;
}
