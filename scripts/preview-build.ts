/**
 * Whether this build is a pull-request preview (`PREVIEW=1 npm run build`, or VITE_PREVIEW set):
 * every page shows "Edit this page" (docs/decisions/0903), and the content editor is left out, so
 * the origin that serves previews never offers a sign-in whose token the previews could read
 * (docs/decisions/3310). Read by the Vite plugin (scripts/content-preview.ts) and the build's
 * editor step: relative imports only.
 */
export function isPreviewBuild(env: NodeJS.ProcessEnv = process.env): boolean {
  const flag = env.PREVIEW;
  return (!!flag && flag !== '0' && flag !== 'false') || !!env.VITE_PREVIEW;
}
