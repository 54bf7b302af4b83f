import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst, transformWithEsbuild } from 'vite';
import { describe, expect, it } from 'vitest';
import { exportNames, standIn } from './server-only-routes';

const routesDir = join(import.meta.dirname, '..', 'src', 'routes');
const routeFiles = readdirSync(routesDir).filter((name) => name.endsWith('.tsx'));

/** A route module as the plugin sees it: compiled to JavaScript. */
async function compiled(name: string): Promise<string> {
  return (await transformWithEsbuild(readFileSync(join(routesDir, name), 'utf8'), name, { loader: 'tsx', jsx: 'automatic' })).code;
}

describe('server-only route modules in the client build', () => {
  it('reads every kind of export a module can have', () => {
    const code = [
      'export default function Page() {}',
      'export async function loader() {}',
      'export const meta = () => [], links = () => [];',
      'const handle = {}; export { handle, handle as "quoted name" };',
      'export class ErrorBoundary {}',
    ].join('\n');
    expect(exportNames(parseAst(code))).toEqual(['default', 'loader', 'meta', 'links', 'handle', 'quoted name', 'ErrorBoundary']);
  });

  it.each(routeFiles)('%s keeps its export names and loses every import', async (name) => {
    const names = exportNames(parseAst(await compiled(name)));
    expect(names).toContain('default');
    const stub = standIn(names, `src/routes/${name}`);
    expect(stub).not.toMatch(/\bimport\b/);
    expect(exportNames(parseAst(stub))).toEqual(names);
  });
});
