/**
 * Brochures and spec sheets written at build by scripts/build/pdfs.ts from the same page
 * content the product pages show. Pure data: the content check, the PDF builder and the tests
 * all read this list, so a content link to a PDF resolves exactly when the build writes it.
 */
export const productDownloads = [
  { page: 'tara', path: '/downloads/tara-gen-1-specifications.pdf', kind: 'Specifications' },
  { page: 'tara-learn', path: '/downloads/tara-learn-brochure.pdf', kind: 'Brochure' },
  { page: 'tara-greet', path: '/downloads/tara-greet-brochure.pdf', kind: 'Brochure' },
  { page: 'tara-care', path: '/downloads/tara-care-brochure.pdf', kind: 'Brochure' },
  { page: 'octa-bot', path: '/downloads/octa-bot-specifications.pdf', kind: 'Specifications' },
  { page: 'rhino', path: '/downloads/rhino-specifications.pdf', kind: 'Specifications' },
] as const;

export type ProductDownload = (typeof productDownloads)[number];
