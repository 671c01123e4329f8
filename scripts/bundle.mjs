#!/usr/bin/env node
/**
 * `npm run bundle`: the build's esbuild step (README "Speed").
 *
 * - `dist/index.js` (+ `dist/chunks/`): the library, ESM, its optional parts
 *   (formatters, Terraform, commands) in chunks loaded when used.
 * - `dist/cli.cjs`: the whole CLI as one CommonJS file, so that
 *   `dist/bin.cjs` (`src/cli/launch.ts`) can run it through a V8 code cache
 *   (Node 20 has no compile cache for ES modules). Optional parts are still
 *   initialised only when used (esbuild's lazy module wrappers).
 * - `dist/bin.cjs`: that launcher, with the bundle's hash — the `edgelint`
 *   command (package.json `bin`). CommonJS, because an ES module entry point
 *   starts Node's ES module loader first, about 10 ms of a short run.
 * - `dist/bin.js`: the launcher under its earlier name, for scripts and hooks
 *   that run the file by path.
 * - `dist/lint-worker.cjs`: a worker thread of `lint` (`--concurrency`), started by the
 *   CLI and the library alike: it runs `dist/lint-worker-bundle.cjs` through a code
 *   cache of its own, as `bin.cjs` runs `cli.cjs`.
 */
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const common = { absWorkingDir: root, bundle: true, platform: 'node', target: 'node20', external: ['typescript'], logLevel: 'warning' };

/**
 * web-tree-sitter, written as an ES module, makes its own `require` from `import("module")`
 * inside its factory; in CommonJS (where that import is a `require` call) the local `var require`
 * shadows the module's own before it is set. The module's `require` does the same job: drop the
 * local one. A web-tree-sitter that no longer has these lines fails the build, not the user.
 */
const webTreeSitterInCommonJs = {
  name: 'web-tree-sitter-in-commonjs',
  setup(b) {
    b.onLoad({ filter: /web-tree-sitter[\\/]web-tree-sitter\.js$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      const patched = text.replace(/const \{ createRequire \} = await import\("module"\);\s*var require = createRequire\(import\.meta\.url\);/, '');
      if (patched === text) throw new Error(`${args.path}: its own require is not where scripts/bundle.mjs expects it`);
      return { contents: patched, loader: 'js' };
    });
  },
};

/**
 * Start-up work that a lint run does not need (README "Speed"):
 * - fdir looks for an installed picomatch with `createRequire` at load time, for its own `glob()`
 *   (tinyglobby passes its own matchers): that loaded and compiled a second picomatch from
 *   node_modules, outside the bundle and its code cache, on every run (about 7 ms). It gets the
 *   bundled one instead.
 * - cosmiconfig's loaders load `fs/promises` and `crypto` for TypeScript configurations, which
 *   edgelint refuses before they load (load-config.ts): they are required when first used.
 * - cosmiconfig reads the package.json of the working folder on every run, looking for its own
 *   meta configuration, with parse-json, whose code frame for errors loads @babel/code-frame and
 *   picocolors — and picocolors gets `process.stdout`, building the output stream (about 5 ms).
 *   parse-json's answer for valid JSON is `JSON.parse`'s: it is loaded only for text that is not.
 * - cosmiconfig's explorer and its `isDirectory` load `fs/promises` (which loads Node's readline,
 *   directory and watcher modules, about 1.5 ms) for three calls, and each call of its search
 *   (a stat or read per search place and folder) waited for a round trip through libuv's thread
 *   pool: the process sat idle for about 3.5 ms of a short run. They make the same calls with
 *   `fs`'s synchronous functions inside the same async functions (a CLI has nothing else to do
 *   while it looks for its configuration).
 * - The generated schema validators (src/schema/generated-validators.ts) require ajv's runtime
 *   helpers and formats through `createRequire`, which esbuild cannot follow: each run resolved and
 *   compiled them from node_modules, outside the code cache. The bundles hold them instead.
 * - The default formatter (eslint-formatter-pretty) loads string-width, which builds an
 *   `Intl.Segmenter` and Unicode-property regular expressions as it loads (about 60 ms), and
 *   eslint-rule-docs (a 170 KB table for rule links, never used: edgelint passes no rule ids).
 *   It gets a stand-in for string-width that loads it on first use, only for text that is not
 *   printable ASCII, control characters, narrow punctuation and colour sequences
 *   (src/formatters/terminal-width.ts: pretty.ts marks backticks with control characters, and in
 *   colour code is bold, which sent every such message through string-width's grapheme
 *   segmenter: 0.7 s of the bench's estate, 30 ms of a coloured run with one finding), and one
 *   for eslint-rule-docs that knows no rule: edgelint's rule ids are not ESLint's, and the
 *   formatter's metadata answers for the one id it is given (src/formatters/pretty.ts), so the
 *   table is left out of the bundles altogether (a fifteenth of what each run reads).
 * A dependency whose lines moved fails the build, not the user.
 */
const lazyDependencyLoads = {
  name: 'lazy-dependency-loads',
  setup(b) {
    const patch = (filter, edits, loader = 'js') =>
      b.onLoad({ filter }, async (args) => {
        let text = await readFile(args.path, 'utf8');
        for (const [from, to] of edits) {
          if (!text.includes(from)) throw new Error(`${args.path}: "${from}" is not where scripts/bundle.mjs expects it`);
          text = text.replace(from, to);
        }
        return { contents: text, loader };
      });
    const standIns = {
      'string-width':
        `import { narrowTextWidth } from ${JSON.stringify(join(root, 'src/formatters/terminal-width.ts'))};\nlet loaded;\nexport default function stringWidth(input, options) {\n  const narrow = typeof input === 'string' && options === undefined ? narrowTextWidth(input) : undefined;\n  if (narrow !== undefined) return narrow;\n  loaded ??= require('string-width').default;\n  return loaded(input, options);\n}\n`,
      'eslint-rule-docs': 'export default function getRuleDocs() {\n  return {};\n}\n',
    };
    b.onResolve({ filter: /^(string-width|eslint-rule-docs)$/ }, (args) =>
      /[\\/]eslint-formatter-pretty[\\/]/.test(args.importer) ? { path: args.path, namespace: 'stand-in', pluginData: { resolveDir: args.resolveDir } } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'stand-in' }, (args) => ({ contents: standIns[args.path], loader: 'js', resolveDir: args.pluginData.resolveDir }));
    patch(/[\\/]src[\\/]schema[\\/]generated-validators\.ts$/, [["import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\n", '']], 'ts');
    patch(/[\\/]fdir[\\/]dist[\\/]index\.mjs$/, [
      ['__require.resolve("picomatch");\n\tpm = __require("picomatch");', 'pm = bundledPicomatch;'],
      ['let pm = null;', 'import bundledPicomatch from "picomatch";\nlet pm = null;'],
    ]);
    patch(/[\\/]cosmiconfig[\\/]dist[\\/]Explorer\.js$/, [
      [
        'const promises_1 = __importDefault(require("fs/promises"));',
        'const promises_1 = { default: { readFile: async (path, options) => require("fs").readFileSync(path, options), stat: async (path) => require("fs").statSync(path) } };',
      ],
    ]);
    patch(/[\\/]cosmiconfig[\\/]dist[\\/]util\.js$/, [['const stat = await fs_1.promises.stat(path);', 'const stat = fs_1.default.statSync(path);']]);
    patch(/[\\/]cosmiconfig[\\/]dist[\\/]loaders\.js$/, [
      ['const promises_1 = require("fs/promises");', 'const promises_1 = { get realpath() { return require("fs/promises").realpath; }, get writeFile() { return require("fs/promises").writeFile; }, get rm() { return require("fs/promises").rm; } };'],
      ['const crypto_1 = require("crypto");', 'const crypto_1 = { get randomUUID() { return require("crypto").randomUUID; } };'],
      [
        "parseJson = require('parse-json');",
        "parseJson = (text) => {\n            try {\n                return JSON.parse(text);\n            }\n            catch {\n                return require('parse-json')(text);\n            }\n        };",
      ],
    ]);
  },
};

rmSync(dist, { recursive: true, force: true });
await build({
  ...common,
  // The library.
  entryPoints: ['src/index.ts'],
  splitting: true,
  format: 'esm',
  outdir: 'dist',
  entryNames: '[name]',
  plugins: [lazyDependencyLoads],
  chunkNames: 'chunks/[name]-[hash]',
  banner: { js: "import { createRequire as __edgelintRequire } from 'node:module'; const require = __edgelintRequire(import.meta.url);" },
});

/** A CommonJS bundle (`outfile`) of `entry`, and its launcher (`launcher` → `launcherFile`), which runs it through a V8 code cache (src/cli/code-cache.ts). */
async function cachedBundle(entry, outfile, launcher, launcherFile) {
  await build({
    ...common,
    entryPoints: [entry],
    format: 'cjs',
    outfile,
    inject: ['scripts/import-meta-url-shim.js'],
    define: { 'import.meta.url': 'importMetaUrl' },
    // Code restored from a V8 code cache loses Node's dynamic import callback: `import()` becomes `require()`, and
    // configuration files in code are imported by the launcher (src/config/host-import.ts).
    supported: { 'dynamic-import': false },
    plugins: [lazyDependencyLoads, webTreeSitterInCommonJs],
    // A third less to read and parse before the cache exists (the first run); names stay, so stack traces still say where.
    minifyWhitespace: true,
  });
  const bytes = readFileSync(join(root, outfile));
  // The launcher reads the bundle as Latin-1, which is its text only while it is ASCII (src/cli/code-cache.ts);
  // esbuild escapes strings but keeps regular expressions as written.
  const foreign = bytes.findIndex((byte) => byte > 0x7f);
  if (foreign >= 0) {
    const line = bytes.subarray(0, foreign).toString('latin1').split('\n');
    throw new Error(`${outfile}:${line.length}:${line.at(-1).length + 1}: a character that is not ASCII; write it as an escape in the source`);
  }
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  await build({
    ...common,
    entryPoints: [launcher],
    format: 'cjs',
    outfile: launcherFile,
    inject: ['scripts/import-meta-url-shim.js'],
    define: { BUNDLE_HASH: JSON.stringify(hash), 'import.meta.url': 'importMetaUrl' },
  });
}
await cachedBundle('src/cli/bin.ts', 'dist/cli.cjs', 'src/cli/launch.ts', 'dist/bin.cjs');
await cachedBundle('src/api/lint-worker.ts', 'dist/lint-worker-bundle.cjs', 'src/api/lint-worker-launch.ts', 'dist/lint-worker.cjs');
writeFileSync(join(dist, 'bin.js'), "#!/usr/bin/env node\n// The `edgelint` command is dist/bin.cjs (scripts/bundle.mjs); this name runs it too.\nimport { createRequire } from 'node:module';\ncreateRequire(import.meta.url)('./bin.cjs');\n", { mode: 0o755 });
