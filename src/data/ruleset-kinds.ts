import type { DataSource } from './source.js';
import type { Level } from './phases.js';

export const source: DataSource = {
  title: 'Ruleset kinds and where each may be created',
  refs: [
    'spec 2.3 (observed kinds root, managed, zone; a zone entry point has kind zone; managed rulesets exist at the account level)',
    '../shared/reference/rulesets-api.md §4, §6 (kinds managed, custom, root, zone; create accepts custom, root, zone; one entry point per phase per account and per zone, error 20217)',
  ],
  checked: '2026-11-21',
  notes: ['The spec observes three kinds; `custom` comes from the reference (custom rulesets run by an execute rule, WAF only).'],
};

export const RULESET_KINDS: readonly string[] = ['managed', 'custom', 'root', 'zone'];

/** The kind of the entry point ruleset of a phase at each level. */
export const KIND_OF_ENTRY_POINT: Readonly<Record<Level, string>> = { account: 'root', zone: 'zone' };

/** Kinds a customer may create at each level (managed rulesets are provided by the service). */
export const CREATABLE_KINDS: Readonly<Record<Level, readonly string[]>> = { account: ['root', 'custom'], zone: ['zone'] };

/** Custom rulesets are supported only by the WAF (reference §6): they are custom-rule rulesets run by an execute rule. */
export const CUSTOM_RULESET_PHASES: readonly string[] = ['http_request_firewall_custom'];
