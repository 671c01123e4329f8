/**
 * What the checker knows about where an expression sits: its kind (filter or
 * value), phase, value slot, plan tier and the account's lists. Built once
 * per analysis from the caller's `ExpressionContext`.
 */
import type { ListKind } from '../data/managed-lists.js';
import { type PhaseInfo, type PhaseStage, phaseInfo } from '../data/phases.js';
import type { Tier } from '../data/plans.js';
import { VALUE_SLOT_PHASES, VALUE_SLOT_RESULTS, VALUE_SLOTS, type ValueResult, type ValueSlot } from '../data/functions.js';
import type { ExpressionKind } from './parser.js';
import type { ProblemList } from './problems.js';

/** Looks up an account or configuration list by name (without `$`). */
export type ListResolver = (name: string) => { readonly kind: ListKind } | undefined;

/** Which filter of a rule: the rule's `expression`, or a rate limiting rule's `counting_expression`. */
export type FilterSlot = 'rule' | 'ratelimit_counting';

export interface CheckContext {
  readonly text: string;
  readonly kind: ExpressionKind;
  /** The phase name when it is a known phase; `undefined` = unknown, phase checks are skipped. */
  readonly phaseName: string | undefined;
  readonly phase: PhaseInfo | undefined;
  /** From the phase, or from the value slot when only that is known. */
  readonly stage: PhaseStage | undefined;
  readonly valueSlot: ValueSlot | undefined;
  /** What a value expression must produce (from the slot, else the phase; lenient `header` when neither is known). */
  readonly valueResult: ValueResult;
  readonly filterSlot: FilterSlot | undefined;
  readonly tier: Tier | undefined;
  readonly lists: ListResolver | undefined;
  /** The expression belongs to a Cloudflare managed ruleset (see `ExpressionContext.managed`). */
  readonly managed: boolean;
  readonly problems: ProblemList;
}

/** The first value slot that belongs to each phase (what a value expression of that phase must produce). */
const SLOT_OF_PHASE: ReadonlyMap<string, ValueSlot> = slotsOfPhases();

function slotsOfPhases(): Map<string, ValueSlot> {
  const slots = new Map<string, ValueSlot>();
  for (const slot of VALUE_SLOTS) for (const phase of VALUE_SLOT_PHASES[slot]) if (!slots.has(phase)) slots.set(phase, slot);
  return slots;
}

export function makeContext(
  text: string,
  kind: ExpressionKind,
  options: {
    readonly phase?: string | undefined;
    readonly valueSlot?: ValueSlot | undefined;
    readonly filterSlot?: FilterSlot | undefined;
    readonly tier?: Tier | undefined;
    readonly lists?: ListResolver | undefined;
    readonly managed?: boolean | undefined;
  },
  problems: ProblemList,
): CheckContext {
  // A value slot that belongs to one phase tells the phase when the caller does not.
  const slotPhases = kind === 'value' && options.valueSlot !== undefined ? VALUE_SLOT_PHASES[options.valueSlot] : undefined;
  const impliedPhase = slotPhases?.length === 1 ? slotPhases[0] : undefined;
  const phaseName = options.phase ?? impliedPhase;
  const phase = phaseName === undefined ? undefined : phaseInfo(phaseName);
  const slotPhase = options.valueSlot === undefined ? undefined : phaseInfo(VALUE_SLOT_PHASES[options.valueSlot][0]!);
  const slot = options.valueSlot ?? (phase === undefined ? undefined : SLOT_OF_PHASE.get(phase.name));
  return {
    text,
    kind,
    phaseName: phase?.name,
    phase,
    stage: phase?.stage ?? slotPhase?.stage,
    valueSlot: kind === 'value' ? options.valueSlot : undefined,
    valueResult: slot === undefined ? 'header' : VALUE_SLOT_RESULTS[slot],
    filterSlot: options.filterSlot,
    tier: options.tier,
    lists: options.lists,
    managed: options.managed === true,
    problems,
  };
}
