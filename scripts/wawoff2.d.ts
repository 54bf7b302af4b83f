/** wawoff2 ships no types: Google's WOFF2 reference decoder compiled to WebAssembly. Only what the build calls. */
declare module 'wawoff2' {
  /** WOFF2 bytes → TrueType/OpenType bytes; rejects when the input is not a valid WOFF2 font. */
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
