/** A command line edgelint cannot act on: printed without a stack trace, exit code 2. */
export class UsageError extends Error {}
