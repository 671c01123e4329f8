/**
 * A plan that cannot be written: the configuration asks for something no
 * plan may do (send the plan's own credentials). The CLI reports it as a
 * usage error (exit 2). A module of its own, so that the CLI's error handling
 * does not load the planner.
 */
export class PlanRefusal extends Error {
  constructor(
    message: string,
    /** What the configuration wrote and where (the file and the ruleset's path), for `locateRefusal` to turn into a line and column. */
    readonly at?: { readonly file: string; readonly path: string; readonly written: readonly string[] },
  ) {
    super(message);
  }
}
