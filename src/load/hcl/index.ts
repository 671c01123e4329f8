/**
 * The HCL front end, loaded by the registry (`../front-ends.ts`) only when a
 * run meets a `.tf` file: `prepareHclParser` loads the WebAssembly parser,
 * `loadHclSource` reads a file.
 */
export { prepareHclParser } from './hcl-parser.js';
export { loadHclSource } from './load-hcl.js';
