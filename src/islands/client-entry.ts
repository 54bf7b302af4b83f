import { createContext } from 'react';

/**
 * What src/entry.server.tsx knows from React Router and the page needs: where the browser's
 * entry (src/entry.client.tsx) was built, the chunks it imports (preloaded beside it, so they do not
 * wait for the entry to arrive and be read), and whether this render is the SPA fallback React
 * Router writes and checks for its own scripts (scripts/postbuild.ts deletes that file).
 */
export const ClientEntry = createContext<{ module: string; imports: readonly string[]; spaFallback: boolean } | null>(null);
