// Injected into the CommonJS CLI bundle (scripts/bundle.mjs): `import.meta.url` of the bundle file,
// for the modules that find files beside themselves (package.json, ajv's runtime, the HCL grammar).
export const importMetaUrl = require('node:url').pathToFileURL(__filename).href;
