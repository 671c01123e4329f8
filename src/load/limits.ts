/**
 * Hard limits that keep loading (and every analysis after it) linear and
 * free of stack overflows whatever the input.
 */

/**
 * Deepest nesting of collections a document may have (the root collection is
 * level 1; aliases count with the depth of what they stand for).
 *
 * Why 128: `yaml`'s composer recurses per level and needs about 1.5 KB of
 * stack per level (measured: 129 levels of flow sequences overflow with
 * `--stack-size=200`, 261 levels with `--stack-size=300`). Close to the limit
 * V8 may even abort the whole process: a RegExp compiled or tiered up on an
 * almost-empty stack fails with an out-of-memory abort that cannot be caught.
 * Schema validation and rules recurse over values too. At 128 levels loading
 * takes about a fifth of Node's default stack (984 KB), leaving the rest to
 * callers and later analysis; real configurations nest fewer than 15 levels.
 */
export const MAX_NESTING_DEPTH = 128;

/**
 * How many nodes aliases may add to a document beyond the nodes written in it.
 *
 * Aliases share the aliased value, so building the value is cheap, but rules
 * and schema validation walk values as trees: a "billion laughs" document
 * (ten aliases of ten aliases of ...) would make them walk 10^9 nodes. A
 * document may therefore expand to at most twice its own size plus this
 * allowance, which keeps every later walk linear in the input.
 */
export const MAX_ALIAS_EXPANSION = 100_000;

/**
 * Most lexical tokens `yaml` may produce for one file.
 *
 * `yaml` keeps about 300 bytes per token (CST + nodes); a 10 MB flow sequence
 * of `1,` (5 M items, 15 M tokens) exhausts a 4 GB heap. A realistic 10 MB
 * configuration has about 2.8 M tokens, so 4 M admits it while bounding
 * memory to roughly 1.2 GB for the worst case.
 */
export const MAX_YAML_TOKENS = 4_000_000;

/**
 * Most reports of one kind (one rule's one message id) listed per document.
 * A hostile file can hold a problem per character (50,000 tabs, 8,000
 * duplicate set members); each report costs a position lookup and, with a
 * fix, a re-check of the edited scalar, so listing them all would be
 * quadratic. Past the cap one more report stands for the rest, with a count.
 */
export const MAX_REPORTS_PER_KIND = 100;

/** Most syntax errors listed per file; one more message counts the rest ("39,989 more syntax errors are not listed."). */
export const MAX_SYNTAX_ERRORS = 10;

/**
 * Largest file edgelint reads (64 MiB). Beyond the token limit a file is not
 * analysed anyway; reading stops here so that a huge file (or one that grows
 * while read) cannot exhaust memory before the loader even starts.
 */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;
