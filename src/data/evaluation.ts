import type { DataSource } from './source.js';
import type { Tier } from './plans.js';

export const source: DataSource = {
  title: 'Facts the evaluator and the simulated ruleset engine use, and how open questions are settled (undecided)',
  refs: [
    '../shared/reference/rules-language.md §5 (logic), §6 ([*], any/all on missing and empty arrays), §7 (missing values), §12 (regex dialect)',
    'cloudflare-docs src/content/partials/ruleset-engine/rules-language-missing-value-behavior.mdx @3e5c0a75 (every comparison on a missing value is false)',
    'cloudflare/wirefilter @af1a1e960a8fdc44a1a154553470dfbb286afbe8 engine/src/scheme.rs (`!=` on a missing value defaults to true), engine/src/functions/concat.rs (missing = empty)',
    '../shared/reference/rulesets-api.md §6 (phase order, account before zone), §7 (terminating and non-terminating actions, last write wins, fields fixed within a phase), §9 (redirect, route, rewrite parameters), §10 (skip), §12 (bulk redirect matching)',
    '../shared/reference/esc.md §4 (custom error rules apply only to responses with status 400 or above)',
    'cloudflare-docs src/content/docs/support/troubleshooting/http-status-codes/cloudflare-10xxx-errors/error-10055.mdx (preserve_query_string with a target that has a query is an error)',
  ],
  checked: '2026-11-24',
  notes: [
    '`ne` on a missing value: false by the docs, true by wirefilter [CONFLICT] — the evaluator says undecided.',
    'Syntax the open-source parser accepts but Cloudflare does not document (octal integers, hex byte strings, `&`, ordering of IP addresses, `contains` with a set) is undecided: the production behaviour is not known.',
    'A CIDR with host bits set is probably rejected (reference [U]); membership in it is undecided.',
    'Functions on a missing value return a missing value "in most cases" (docs); concat treats it as empty (wirefilter). A Boolean function result that is missing counts as false, like a comparison on a missing value.',
    'Account-level skip of phases: the actions doc says it affects account rules only, the newer WAF skip-options page says both [CONFLICT]; the newer page is followed.',
    'Managed rulesets: their rules are not published, so an execute rule reports the ruleset as would-run and the evaluation continues; its verdict is outside the simulation.',
    'The origin port without an origin rule depends on the zone\'s SSL mode, which the configuration does not hold: undecided.',
    'URL normalisation (phase http_request_sanitize) is not simulated: a test URL is taken as written.',
  ],
};

/** Custom error rules apply only to responses with this status or above (esc.md §4). */
export const CUSTOM_ERROR_MIN_STATUS = 400;

/** `cf.zone.plan` values the sources show (rulesets-api.md §6: account WAF rules end with `cf.zone.plan eq "ENT"`). */
export const ZONE_PLAN_CODES: Partial<Record<Tier, string>> = { enterprise: 'ENT' };
