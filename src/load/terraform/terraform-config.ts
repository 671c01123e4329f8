/**
 * What the Terraform front ends (HCL `.tf`, `.tf.json`, `terraform show
 * -json`) hand to the mapping onto the API shapes: the resources of a file
 * with positioned bodies, and the zones the file names.
 */
import type { SourceRange } from '../position.js';
import type { TreeNode, TreeObject } from '../value-tree.js';

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
