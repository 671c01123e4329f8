/**
 * `import()` of a user's file (a configuration in code), as the host runs it.
 *
 * The CLI runs as a CommonJS bundle compiled through a V8 code cache
 * (`src/cli/launch.ts`); code restored from that cache loses Node's dynamic
 * import callback ("A dynamic import callback was not specified"), so the
 * bundle is built without `import()` and the launcher, an ES module, lends
 * its own under `HOST_IMPORT`. The library and the tests use their own.
 */
export const HOST_IMPORT = Symbol.for('edgelint.hostImport');

type Importer = (url: string) => Promise<unknown>;

export function hostImport(url: string): Promise<unknown> {
  const lent = (globalThis as { [HOST_IMPORT]?: Importer })[HOST_IMPORT];
  return lent ? lent(url) : import(url);
}
