import type { DataSource } from './source.js';
import { PHASES, type Level } from './phases.js';

export const source: DataSource = {
  title: 'Ruleset kinds and where each may be created',
  refs: [
    'cloudflare/cloudflare-docs src/content/docs/waf/account/rate-limiting-rulesets/create-api.mdx (a `custom` ruleset in http_ratelimit)',
    'spec 2.3 (observed kinds root, managed, zone; a zone entry point has kind zone; managed rulesets exist at the account level)',
    '../shared/reference/rulesets-api.md §4, §6 (kinds managed, custom, root, zone; create accepts custom, root, zone; one entry point per phase per account and per zone, error 20217)',
  ],
  checked: '2026-11-21',
  notes: [
    'The spec observes three kinds; `custom` comes from the reference (custom rulesets run by an execute rule).',
    'The reference names custom rulesets for WAF custom rules only; the account rate limiting docs create them in http_ratelimit too. The phases that hold custom rulesets come from `kinds` in phases.ts.',
  ],
};

export const RULESET_KINDS: readonly string[] = ['managed', 'custom', 'root', 'zone'];

/** The kind of the entry point ruleset of a phase at each level. */
export const KIND_OF_ENTRY_POINT: Readonly<Record<Level, string>> = { account: 'root', zone: 'zone' };

/** Kinds a customer may create at each level (managed rulesets are provided by the service). */
export const CREATABLE_KINDS: Readonly<Record<Level, readonly string[]>> = { account: ['root', 'custom'], zone: ['zone'] };

/** Phases with custom rulesets, run by an execute rule (WAF custom rules and account-level rate limiting). */
export const CUSTOM_RULESET_PHASES: readonly string[] = PHASES.filter((p) => p.kinds.includes('custom')).map((p) => p.name);
