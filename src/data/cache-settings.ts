/**
 * Time-to-live settings of Cache Rules (`set_cache_settings`): which modes
 * take a TTL and the longest TTL Cloudflare's cache settings offer.
 */
import type { DataSource } from './source.js';

export const source: DataSource = {
  title: 'Cache Rules TTL modes and limits',
  refs: [
    'cloudflare-docs src/content/docs/cache/how-to/cache-rules/settings.mdx @09c441806a50ed4d7cd8f35f9c91234ba431f419 (edge_ttl modes respect_origin, override_origin "Ignore cache-control header and use this TTL", bypass_by_default; browser_ttl "default" values depend on the plan)',
    'cloudflare/cloudflare-typescript src/resources/rulesets/rules.ts ("default: The TTL (in seconds) if you choose override_origin mode"); terraform-provider-cloudflare acceptance test TestAccCloudflareRuleset_CacheSettingsMissingEdgeTTLWithOverrideOrigin (an expected API failure)',
    'Cloudflare API zone setting browser_cache_ttl: enum 0 … 31536000 (one year); terraform-provider-cloudflare PR #7366 ("the API maximum of 31,536,000 seconds" for edge cache TTL)',
  ],
  checked: '2026-11-24',
  notes: [
    'The cache rules pages state no maximum TTL; one year is the maximum of every other TTL setting of the cache (zone setting, page rules) and of the dashboard\'s choices, so a longer TTL is a warning, not an error.',
    'A TTL is required with override_origin (the API rejects the rule without it). With the other modes the docs do not use `default`, but API responses carry one (cloudflare-go test fixture), so it is not reported.',
  ],
};

/** TTL modes that use `default`. */
export const TTL_MODES_WITH_DEFAULT: readonly string[] = ['override_origin'];

/** The longest TTL of the cache settings, in seconds (one year). */
export const MAX_CACHE_TTL_SECONDS = 31_536_000;

/** The TTL objects of `set_cache_settings`. */
export const TTL_SETTINGS: readonly string[] = ['edge_ttl', 'browser_ttl'];
