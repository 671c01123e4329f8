/**
 * A plan that cannot be written: the configuration asks for something no
 * plan may do (send the plan's own credentials). The CLI reports it as a
 * usage error (exit 2). A module of its own, so that the CLI's error handling
 * does not load the planner.
 */
export class PlanRefusal extends Error {}
