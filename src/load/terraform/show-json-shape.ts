/**
 * Is a JSON value the output of `terraform show -json` (a plan or the
 * state)? Its documented top-level members: `format_version`,
 * `terraform_version`, and `planned_values` (a plan) or `values` (the state).
 * Cheap, and loaded with the JSON front end so that any `.json` file can be
 * recognised.
 */
export function isTerraformShowJson(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  const object = (x: unknown): boolean => typeof x === 'object' && x !== null && !Array.isArray(x);
  return typeof v['format_version'] === 'string' && typeof v['terraform_version'] === 'string' && (object(v['planned_values']) || object(v['values']));
}
