/**
 * `compression` works on plain Node requests (connect-style middleware); DefinitelyTyped's
 * types tie it to Express, which this project does not use. Only what scripts/static-host.ts calls.
 */
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  type Options = { threshold?: number | string; level?: number };
  function compression(options?: Options): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  namespace compression {
    /** The default filter: whether the response's Content-Type is one worth compressing (the `compressible` package). */
    function filter(req: IncomingMessage, res: ServerResponse): boolean;
  }
  export default compression;
}
