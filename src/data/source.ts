/**
 * Where a fact table comes from. Every module under `src/data/` exports one
 * `source` of this shape, so a reader (and the meta-test in
 * `src/data/data.test.ts`) can tell what a fact rests on and when it was last
 * checked.
 */
export interface DataSource {
  /** What the table holds, in a few words. */
  readonly title: string;
  /**
   * Primary references: spec sections (`spec 2.9`), files under
   * `../shared/reference/` together with the upstream source they cite
   * (repository + path + commit, or a documentation URL).
   */
  readonly refs: readonly string[];
  /** The date the facts were last checked against `refs` (YYYY-MM-DD). */
  readonly checked: string;
  /** Differences between the spec and the reference, and how they were settled. */
  readonly notes?: readonly string[];
}
