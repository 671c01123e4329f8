/**
 * The TTL settings (`edge_ttl`, `browser_ttl`) of a cache rule with their
 * JSON paths, for the rules that check them (`ruleset/cache-ttl`,
 * `ruleset/cache-ttl-value`).
 */
import { TTL_SETTINGS } from '../data/cache-settings.js';
import { isObject } from '../model/build.js';
import type { JsonObject, Path, RuleModel } from '../model/types.js';

export interface TtlSetting {
  /** `edge_ttl` or `browser_ttl`. */
  readonly name: string;
  readonly value: JsonObject;
  readonly path: Path;
}

export function ttlSettingsOf(rule: RuleModel): TtlSetting[] {
  if (rule.action !== 'set_cache_settings') return [];
  const settings: TtlSetting[] = [];
  for (const name of TTL_SETTINGS) {
    const value = rule.parameters?.[name];
    if (isObject(value)) settings.push({ name, value, path: [...rule.path, 'action_parameters', name] });
  }
  return settings;
}
