/**
 * Route modules render on the server only: a built page is a document with islands and never
 * runs React Router's client (docs/decisions/1600). React Router's client build still bundles
 * every route module, and with them every section component and every MDX body, none of which
 * a browser ever asks for. This plugin gives the client build of each route module a stand-in
 * with the same export names (so React Router's route entries resolve) and no imports, so the
 * client build only bundles what pages load: the entry, the shell's script and the islands.
 *
 * Only a production `vite build`, only the client environment: `npm run dev` serves modules on
 * request and its pages ask for no route module (docs/decisions/3104), and the server build renders them.
 */
import type { Program } from 'estree';
import type { Plugin } from 'vite';

/** A route module under src/routes/ (with no query: React Router's own route entries keep theirs). */
const ROUTE_MODULE = /\/src\/routes\/[^/?]+\.tsx$/;

/** The names a module exports, read from its compiled JavaScript (`parse` is Rollup's). */
export function exportNames(program: Program): string[] {
  const names: string[] = [];
  for (const node of program.body) {
    if (node.type === 'ExportDefaultDeclaration') names.push('default');
    if (node.type !== 'ExportNamedDeclaration') continue;
    const declaration = node.declaration;
    if (declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration') names.push(declaration.id.name);
    if (declaration?.type === 'VariableDeclaration')
      for (const declarator of declaration.declarations) if (declarator.id.type === 'Identifier') names.push(declarator.id.name);
    for (const specifier of node.specifiers)
      names.push(specifier.exported.type === 'Identifier' ? specifier.exported.name : String(specifier.exported.value));
  }
  return names;
}

/** A module with the given export names and nothing behind them. */
export function standIn(names: readonly string[], file: string): string {
  const lines = [`// ${file} renders on the server only (scripts/server-only-routes.ts).`];
  for (const name of names) {
    if (name === 'default') lines.push('export default function ServerRenderedRoute() { return null; }');
    else lines.push(`export const ${name} = undefined;`);
  }
  return `${lines.join('\n')}\n`;
}

export function serverOnlyRoutes(): Plugin {
  // A build run with NODE_ENV other than production (a test runner's) is a development build:
  // its pages render React Router's <Scripts /> (src/root.tsx), which need the real modules.
  let production = true;
  return {
    name: 'ihub:server-only-routes',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      production = config.isProduction;
    },
    transform(code, id) {
      if (!production || this.environment.name !== 'client' || !ROUTE_MODULE.test(id)) return undefined;
      return { code: standIn(exportNames(this.parse(code)), id.slice(id.lastIndexOf('/src/') + 1)), map: null };
    },
  };
}
