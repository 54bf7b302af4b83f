/**
 * The layers of src/ (docs/architecture.md, "Layers"; docs/decisions/3420), checked by `npm run layers`
 * in `npm test`. From the bottom up, each layer may import the layers below it and itself, never
 * one above:
 *
 * 1. lib: code that knows nothing of the site's content: src/lib/, src/styles/, and the address
 *    helpers of src/site-map.ts.
 * 2. content: what reads, checks and shapes content: src/content/, and src/site-map.server.ts,
 *    which derives the site's addresses from content/pages/.
 * 3. islands: the island runtime and contract, src/islands/.
 * 4. components: what renders, src/components/.
 * 5. app: what puts the site together: the routes, the root, the entries, the editor (src/admin/)
 *    and the other files at the top of src/.
 *
 * A section kind is one folder, src/kinds/<kind>/ (docs/decisions/3430), whose files stand in the
 * layer of what they are: its schema and its resolver (`*.server.ts`) are content, its island
 * declaration (`island.ts`) is islands, its view is components. So is each file of the generated
 * index, src/kinds/generated/. A file matched by two layers' paths (a kind's schema is also under
 * src/kinds/) is held by both rules, so by the lower layer's.
 *
 * A test file may reach across layers (it sets up what it tests); every other module of src/ is held.
 * Type-only imports count: a type is a dependency of the code that reads it.
 */
const layers = [
  { name: 'lib', path: '^src/(lib|styles)/|^src/site-map\\.ts$' },
  {
    name: 'content',
    path: '^src/content/|^src/site-map\\.server\\.ts$|^src/kinds/[^/]+/(schema|[^/]+\\.server)\\.ts$|^src/kinds/generated/schemas\\.ts$',
  },
  { name: 'islands', path: '^src/islands/|^src/kinds/[^/]+/island\\.ts$|^src/kinds/generated/islands\\.ts$' },
  { name: 'components', path: '^src/components/|^src/kinds/' },
];

const TEST = '\\.test\\.tsx?$';

/** For each layer but the top one (app, which may import everything): nothing of src/ outside it and the layers below it. */
const forbidden = layers.map(({ name, path }, index) => ({
  name: `${name}-imports-no-layer-above`,
  comment: `${name} is layer ${index + 1} of src/ (docs/architecture.md, "Layers"): it may import ${layers
    .slice(0, index + 1)
    .map((layer) => layer.name)
    .join(', ')} only.`,
  severity: 'error',
  from: { path, pathNot: TEST },
  to: {
    path: '^src/',
    pathNot: layers
      .slice(0, index + 1)
      .map((layer) => `(${layer.path})`)
      .join('|'),
  },
}));

export default {
  forbidden,
  options: {
    includeOnly: '^src/',
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports are dependencies too.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    moduleSystems: ['es6'],
  },
};
