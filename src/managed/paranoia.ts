/**
 * The paranoia level an execute rule of the managed core ruleset sets. Each
 * rule of the ruleset carries a tag `paranoia-level-<n>` (spec 2.7 rule 1);
 * level N is set by disabling the tags of every level above N (rule 2); with
 * no tag disabled the level is PL4, the spec's default (2.7 table). A set of
 * disabled tags that is not "every level above some N" sets no level at all,
 * and with every tag disabled no rule runs.
 */
import { DEFAULT_PARANOIA_LEVEL, PARANOIA_LEVELS, PARANOIA_TAG_PREFIX } from '../data/managed-rulesets.js';
import { ruleEnabled, type OverrideEntry, type ParsedOverrides } from './overrides.js';

export interface LevelState {
  readonly level: number;
  readonly tag: string;
  readonly enabled: boolean;
  /** What decides it: a category override of the tag, the ruleset-level `enabled`, or nothing (enabled). */
  readonly decidedBy: 'category' | 'ruleset' | 'default';
  /** The deciding category override. */
  readonly entry?: OverrideEntry;
}

export interface ParanoiaAnalysis {
  /** Levels 1..4 in order. */
  readonly levels: readonly LevelState[];
  /** Levels whose tag is disabled, ascending. */
  readonly disabledLevels: readonly number[];
  /** The level set: 0 when every tag is disabled (nothing runs), `undefined` when the disabled tags are not "every level above N". */
  readonly level: number | undefined;
  /** Disabled levels below an enabled one: what keeps the disabled set from meaning a level. */
  readonly gaps: readonly LevelState[];
  /** Whether any override touches the paranoia tags (a category override of one, or the ruleset-level `enabled`). */
  readonly touched: boolean;
}

export function paranoiaTag(level: number): string {
  return `${PARANOIA_TAG_PREFIX}${level}`;
}

export function analyzeParanoia(overrides: ParsedOverrides | undefined): ParanoiaAnalysis {
  const levels: LevelState[] = PARANOIA_LEVELS.map((level) => {
    const tag = paranoiaTag(level);
    const state = ruleEnabled(overrides, undefined, [tag]);
    const decidedBy = state.decidedBy === 'rule' ? 'default' : state.decidedBy;
    return { level, tag, enabled: state.enabled, decidedBy, ...(state.entry ? { entry: state.entry } : {}) };
  });
  const disabledLevels = levels.filter((l) => !l.enabled).map((l) => l.level);
  const highestEnabled = Math.max(0, ...levels.filter((l) => l.enabled).map((l) => l.level));
  const gaps = levels.filter((l) => !l.enabled && l.level < highestEnabled);
  let level: number | undefined;
  if (disabledLevels.length === 0) level = DEFAULT_PARANOIA_LEVEL;
  else if (gaps.length) level = undefined;
  else level = highestEnabled;
  const touched = levels.some((l) => l.decidedBy !== 'default') || (overrides?.categories ?? []).some((e) => e.key?.startsWith(PARANOIA_TAG_PREFIX));
  return { levels, disabledLevels, level, gaps, touched };
}

/** `PL2`, or `no paranoia level` with why in a few words (managed/paranoia-level reports the tags at fault). */
export function describeParanoia(analysis: ParanoiaAnalysis): string {
  if (analysis.level === 0) return 'no paranoia level (all tags off)';
  if (analysis.level !== undefined) return `PL${analysis.level}`;
  return 'no paranoia level (tags with gaps)';
}
