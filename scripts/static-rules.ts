/** Parsers for the `_headers` and `_redirects` files static hosts read (Netlify format). */

export type HeaderRule = { pattern: RegExp; headers: [string, string][] };
export type Redirect = { from: string; to: string; status: number };

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: patternToRegExp(line.trim()), headers: [] });
    else {
      const [name, ...value] = line.trim().split(':');
      rules.at(-1)?.headers.push([name!.trim(), value.join(':').trim()]);
    }
  }
  return rules;
}

/** Every header of every rule that matches, later rules overriding earlier ones. */
export function headersFor(rules: HeaderRule[], pathname: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const rule of rules) if (rule.pattern.test(pathname)) for (const [name, value] of rule.headers) out.set(name, value);
  return out;
}

export function parseRedirects(text: string): Redirect[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '301'] = line.split(/\s+/);
      return { from, to, status: Number.parseInt(status, 10) || 301 };
    });
}
