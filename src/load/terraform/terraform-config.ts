/**
 * What the Terraform front ends (HCL `.tf`, `.tf.json`, `terraform show
 * -json`) hand to the mapping onto the API shapes: the resources of a file
 * with positioned bodies, and the zones the file names.
 */
import type { SourceRange } from '../position.js';
import { memberOf, type TreeNode, type TreeObject } from '../value-tree.js';

export interface TerraformResource {
  /** `cloudflare_ruleset`, … */
  readonly type: string;
  readonly name: string;
  /** `cloudflare_ruleset.waf`; in a plan, the full address (`module.edge.cloudflare_ruleset.waf["a"]`). */
  readonly address: string;
  /** The whole resource, and what to point at for the resource itself (its type and name). */
  readonly range: SourceRange;
  readonly head: SourceRange;
  /** Attributes as members; nested blocks as lists of their bodies (a state's shape). */
  readonly body: TreeObject;
}

export interface TerraformConfig {
  readonly resources: readonly TerraformResource[];
  /**
   * Zones the file names by a literal: `data.cloudflare_zone.<name>` and
   * `cloudflare_zone.<name>` → the zone's name, so that `zone_id =
   * data.cloudflare_zone.main.id` says which zone a resource is in.
   */
  readonly zoneNames: ReadonlyMap<string, TreeNode>;
}

/**
 * The name a `cloudflare_zone` resource or data source gives its zone by a
 * literal, for `zoneNames` (every front end reads the block the same way):
 * provider v4 writes the resource's `zone` and the data source's `name`, v5
 * the resource's `name` and the data source's `filter = { name = … }`.
 */
export function zoneNameOf(body: TreeObject): TreeNode | undefined {
  const filter = memberOf(body, 'filter')?.value;
  const name = memberOf(body, 'zone')?.value ?? memberOf(body, 'name')?.value ?? (filter?.kind === 'object' ? memberOf(filter, 'name')?.value : undefined);
  return name?.kind === 'string' && name.unknown.length === 0 ? name : undefined;
}
