/**
 * The Arabic face's file, for the one place that preloads it: the `links` of an Arabic page
 * (`...(lang === 'ar' ? [arabicFontPreload] : [])`). English pages never name this face, so they
 * must not preload it either. The @font-face rule that draws it is in app.css; Vite gives both
 * the same hashed asset. docs/decisions/1801.
 */
import arabicFontUrl from '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2?url';

export { arabicFontUrl };

export const arabicFontPreload = { rel: 'preload', href: arabicFontUrl, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' } as const;
