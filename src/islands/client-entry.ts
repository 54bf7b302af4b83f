import { createContext } from 'react';

/**
 * What src/entry.server.tsx knows from React Router and the page needs: where the browser's
 * entry (src/entry.client.tsx) was built, the chunks it imports (preloaded beside it, so they do not
 * wait for the entry to arrive and be read), whether this render is the SPA fallback React
 * Router writes and checks for its own scripts (scripts/postbuild.ts deletes that file), and, in
 * `npm run dev` only, the address of React Router's refresh preamble, which every component module
 * Vite serves there expects to have run first (docs/decisions/3104).
 */
export const ClientEntry = createContext<{ module: string; imports: readonly string[]; spaFallback: boolean; devRuntime?: string } | null>(null);
