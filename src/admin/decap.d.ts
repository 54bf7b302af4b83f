/** Types for the Decap CMS packages that ship none (decap-cms-core does: node_modules/decap-cms-core/index.d.ts). */
declare module 'decap-cms-backend-github' {
  import type { CmsBackendClass } from 'decap-cms-core';
  export const GitHubBackend: CmsBackendClass;
}
declare module 'decap-cms-backend-proxy' {
  import type { CmsBackendClass } from 'decap-cms-core';
  export const ProxyBackend: CmsBackendClass;
}
declare module 'decap-cms-locales/dist/esm/en' {
  type Phrases = { [key: string]: Phrases | string };
  const en: Phrases & { editor: Phrases & { editorControlPane: Phrases & { widget: Phrases } }; ui: Phrases & { toast: Phrases } };
  export default en;
}
declare module 'decap-cms-widget-*' {
  import type { CmsWidgetParam } from 'decap-cms-core';
  const widget: { Widget: () => CmsWidgetParam };
  export default widget;
}
