/**
 * The Terraform mapping, loaded by the registry (`../front-ends.ts`) only
 * when a run meets a `.tf`, `.tf.json` or JSON file: resources of the
 * Cloudflare provider → the edgelint manifest (`manifest.ts`, `api-shape.ts`),
 * from HCL (`../hcl/`), `.tf.json` (`tf-json.ts`) or `terraform show -json`
 * output (`show-json.ts`).
 */
export { terraformJsonFile } from './json-front-end.js';
