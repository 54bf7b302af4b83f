/**
 * `negotiator` ships no types, and DefinitelyTyped's stop at 0.6 (no `preferred`). Only what
 * scripts/static-host.ts calls.
 */
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';
  export default class Negotiator {
    constructor(request: IncomingMessage);
    /** The best of `available` the request's Accept-Encoding allows (`identity` unless refused); ties go to the first in `preferred`. */
    encoding(available: string[], options?: { preferred?: string[] }): string | undefined;
  }
}
