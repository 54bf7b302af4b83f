/**
 * The build-time settings the site reads from `import.meta.env`. Vite types every other key as
 * `any`; named here, they are what Vite hands over: a string, or nothing when unset.
 */
interface ImportMetaEnv {
  /** Where the forms post (src/lib/delivery.ts); unset, they open a mail draft. */
  readonly VITE_FORM_ENDPOINT?: string;
  /** "1" in a preview build (`PREVIEW=1 npm run build`, scripts/content-preview.ts). */
  readonly VITE_PREVIEW?: string;
  /** The branch and repository a preview build's "Edit this page" link points to. */
  readonly VITE_PREVIEW_BRANCH?: string;
  readonly VITE_PREVIEW_REPOSITORY?: string;
}
