/**
 * The migration report (issue 6): per account and zone, the ESC behaviours,
 * what replaces each, whether the configuration already does, the generated
 * rules, what needs a worker script or is discontinued, the deadline, the
 * test procedure and the planned calls. Plain data in the shape of the
 * `json` output, whose member names are a contract other tools read:
 *
 *   { now, removal_date, days_left, scopes: [ { kind, id, name, esc_disable,
 *     behaviours: [ { use_case, product, phase, action, status, covered_by,
 *     replacement_rule, line } ] } ] }
 *
 * Extra members are allowed by the contract and documented here. Secrets
 * never appear: `with_secret` is a `${NAME}` reference or masked.
 */
import type { ApiRule } from '../esc/replacement.js';
import type { CoverageStatus } from '../esc/coverage.js';
import type { ApiCall, TestStep } from '../esc/test-procedure.js';
import type { BehaviourVerification } from '../esc/verification.js';

export const REPORT_FORMAT_VERSION = 1;

/** The ESC migration report (the `json` format's contract). */
export interface MigrationReport {
  /** Version of this shape; raised on incompatible changes. */
  readonly format_version: number;
  /** The date the report is computed for (YYYY-MM-DD). */
  readonly now: string;
  /** The ESC removal date (YYYY-MM-DD): the spec's 2024-01-01 unless configured. */
  readonly removal_date: string;
  /** Days from `now` to the removal date: positive before, 0 on the day, negative after. */
  readonly days_left: number;
  /** `now` is on or after the removal date. */
  readonly removed: boolean;
  /** Where the removal date comes from, in words. */
  readonly removal_date_source: string;
  /** The files the report reads (as given). */
  readonly files: readonly string[];
  readonly summary: ReportSummary;
  readonly scopes: readonly ScopeReport[];
  /** `true` when a planner was connected and `planned_calls` are filled in. */
  readonly planned_calls_available: boolean;
  /** Lint errors in the files (all rules): while there are any, `edgelint plan` refuses to plan without `--force`. */
  readonly lint_error_count: number;
}

export interface CoverageCounts {
  readonly total: number;
  readonly covered: number;
  readonly uncovered: number;
  readonly needs_worker: number;
  readonly discontinued: number;
}

export interface ReportSummary extends CoverageCounts {
  readonly zones: number;
  readonly accounts: number;
  /** Findings attached to behaviours and settings, by severity. */
  readonly findings: { readonly error: number; readonly warning: number; readonly info: number };
}

export interface Finding {
  readonly rule_id: string;
  readonly severity: 'error' | 'warning' | 'info';
  readonly message: string;
  readonly line: number;
  readonly column: number;
}

/** A call of the planner, as the report shows it (a subset of `src/plan`'s `PlannedCall`). */
export interface ReportPlannedCall {
  readonly id?: string;
  readonly method: string;
  readonly path: string;
  readonly auth?: string;
  readonly body?: unknown;
  readonly description?: string;
}

export interface ScopeReport {
  readonly kind: 'account' | 'zone';
  readonly id: string | null;
  readonly name: string | null;
  readonly file: string;
  readonly line: number;
  /** The scope's `esc.disable` as written (secrets masked), or `null` when absent. */
  readonly esc_disable: Readonly<Record<string, unknown>> | null;
  /** What the setting does, in words. */
  readonly esc_status: string;
  readonly coverage: CoverageCounts;
  readonly behaviours: readonly BehaviourReport[];
  /** What the spec leaves open about this scope's settings and what follows from them (esc/scope-combination). */
  readonly notes: readonly string[];
  /** Findings of any rule inside the scope's `esc.disable`. */
  readonly findings: readonly Finding[];
  readonly test_procedure: readonly ReportTestStep[];
  /** The planner's calls for this scope; `null` while no planner is connected. */
  readonly planned_calls: readonly ReportPlannedCall[] | null;
}

export interface ReportTestStep {
  readonly id: TestStep['id'];
  readonly title: string;
  readonly detail: string;
  readonly call?: ApiCall;
  readonly undo?: ApiCall;
  readonly requests?: TestStep['requests'];
  /** The configuration already asks for this state. */
  readonly configured: boolean;
}

export interface RuleRefReport {
  readonly scope: 'account' | 'zone';
  readonly scope_id: string | null;
  readonly phase: string;
  /** The rule's place in the configuration: `zones[0].rulesets[1].rules[0]`. */
  readonly path: string;
  readonly ref: string | null;
  readonly id: string | null;
  readonly description: string | null;
  readonly file: string;
  readonly line: number;
  /** For a bulk redirect: the redirect list and the (1-based) item. */
  readonly list?: { readonly name: string; readonly item: number };
}

export interface BehaviourReport {
  /** 1-based position in the scope's `esc.behaviours`. */
  readonly index: number;
  readonly use_case: string;
  readonly description: string | null;
  readonly when: string | null;
  /** What it does, in words. */
  readonly does: string;
  /** The replacement product (spec 1.3 words); `null` for an unknown use case. */
  readonly product: string | null;
  /** `null` where no rules product applies (status_redirect, other, unknown). */
  readonly phase: string | null;
  readonly action: string | null;
  readonly status: CoverageStatus;
  /** The first rule that covers the behaviour; `null` unless covered. */
  readonly covered_by: RuleRefReport | null;
  /** Every rule that contributes to covering it (header operations may be spread over several). */
  readonly covered_by_all: readonly RuleRefReport[];
  /** The generated rule when uncovered (the first when several are needed); `null` otherwise. */
  readonly replacement_rule: ApiRule | null;
  /** All generated rules (several cookies, or one header set and added, need several). */
  readonly replacement_rules: readonly ApiRule[];
  /** Where the generated rules go. */
  readonly replacement_target: { readonly scope: 'zone' | 'account'; readonly phase: string; readonly entry_point: string | null } | null;
  /** What is still missing from the rules, in words (uncovered only). */
  readonly missing: readonly string[];
  /** Disabled rules that would cover it. */
  readonly disabled_rules: readonly RuleRefReport[];
  /** Why no rule is generated (the behaviour's own problems). */
  readonly blocked_by: readonly string[];
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly findings: readonly Finding[];
  /**
   * The replacement evaluated against the behaviour on sample requests (issue
   * 16): `{status: verified | differs | undecided, requests, first_difference}`;
   * `null` when there is no replacement to evaluate (no rules product, or
   * nothing generated).
   */
  readonly verification: BehaviourVerification | null;
}
