/**
 * `yaml`'s lexer → parser → composer pipeline, driven by hand so that hostile
 * input cannot hang or crash the process.
 *
 * `parseAllDocuments` cannot be used as is: on deeply nested input yaml's
 * parser slows down more than linearly (800 000 `[` take 4 s) and its
 * recursive composer overflows the stack — at around 10 000 levels V8 then
 * aborts the whole process with an uncatchable out-of-memory error. Huge
 * flow sequences exhaust the heap (about 300 bytes per token). Feeding the
 * parser one lexeme at a time lets us stop before either happens:
 * - when the parser's stack of open nodes grows beyond
 *   `MAX_NESTING_DEPTH` + a small margin (the exact depth check, with a precise
 *   position, is done afterwards on the composed document);
 * - when the file has more than `MAX_YAML_TOKENS` tokens.
 * Documents completed before the stop are kept; the one being read when it
 * happened is reported as `aborted`.
 */
import { Composer, Lexer, Parser, type CST, type Document } from 'yaml';
import { MAX_NESTING_DEPTH, MAX_YAML_TOKENS } from '../limits.js';
import { loadProblem, type LoadProblem } from '../load-problem.js';
import { groupedDigits } from '../../text/grouped-digits.js';

/** The parser's stack holds the document and possibly a pending token besides the open collections. */
const STACK_MARGIN = 8;

export interface ParsedYaml {
  readonly documents: Document.Parsed[];
  /** Why parsing stopped early, and where the unfinished document starts. */
  readonly aborted?: { readonly problem: LoadProblem; readonly documentStart: number };
}

/** Parse `text` (already normalised: no lone CR) into documents, with source tokens kept. */
export function parseYaml(text: string, options: { readonly json: boolean; readonly maxTokens?: number }): ParsedYaml {
  // yaml reports each syntax error as an Error object, and capturing a stack
  // trace for each was most of the time spent on a file of 100,000 syntax
  // errors. The positions are in the errors themselves; the stacks are never used.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return parseYamlTokens(text, options);
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}

function parseYamlTokens(text: string, options: { readonly json: boolean; readonly maxTokens?: number }): ParsedYaml {
  const maxTokens = options.maxTokens ?? MAX_YAML_TOKENS;
  const lexer = new Lexer();
  const parser = new Parser();
  const composer = new Composer({
    keepSourceTokens: true,
    // Duplicate keys are reported by buildDocumentValue, as warnings with both lines.
    uniqueKeys: false,
    // JSON files: only JSON's scalars (anything else was already rejected by the strict scan).
    ...(options.json ? { schema: 'json' as const } : {}),
  });
  const documents: Document.Parsed[] = [];
  let aborted: ParsedYaml['aborted'];

  const feed = (token: CST.Token): void => {
    try {
      for (const doc of composer.next(token)) documents.push(doc);
    } catch (e) {
      // Should not happen below the depth guard; kept so that a yaml bug is a problem, not a crash.
      const message =
        e instanceof RangeError
          ? 'Nesting too deep for the YAML parser; edgelint does not read documents nested this deeply.'
          : `The YAML parser failed: ${(e instanceof Error ? e.message : String(e)).split('\n')[0]}.`;
      aborted = {
        problem: loadProblem(e instanceof RangeError ? 'too-deep' : 'yaml-syntax', message, token.offset, token.offset + 1),
        documentStart: token.offset,
      };
    }
  };

  let tokens = 0;
  for (const lexeme of lexer.lex(text)) {
    if (++tokens > maxTokens) {
      const at = parser.offset;
      aborted = {
        problem: loadProblem(
          'too-large',
          `The file has more than ${groupedDigits(maxTokens)} ${options.json ? 'JSON' : 'YAML'} tokens, too many to analyse; edgelint stops reading here.`,
          at,
          at + 1,
        ),
        documentStart: parser.stack[0]?.offset ?? at,
      };
      break;
    }
    const start = parser.offset;
    for (const token of parser.next(lexeme)) {
      feed(token);
      if (aborted) break;
    }
    if (aborted) break;
    if (parser.stack.length > MAX_NESTING_DEPTH + STACK_MARGIN) {
      const at = firstCollectionBeyondLimit(parser.stack) ?? start;
      aborted = {
        problem: loadProblem(
          'too-deep',
          `Nesting deeper than ${MAX_NESTING_DEPTH} levels; edgelint stops reading here.`,
          at,
          at + 1,
        ),
        documentStart: parser.stack[0]?.offset ?? start,
      };
      break;
    }
  }
  if (!aborted) {
    for (const token of parser.end()) {
      feed(token);
      if (aborted) break;
    }
  }
  try {
    // forceDoc: an empty file still yields one (empty) document.
    for (const doc of composer.end(!aborted, text.length)) documents.push(doc);
  } catch {
    // The pending document is lost; `aborted` (or the documents' own errors) already say why.
  }
  return aborted ? { documents, aborted } : { documents };
}

/** Offset of the open collection at level `MAX_NESTING_DEPTH + 1`, where the limit was crossed. */
function firstCollectionBeyondLimit(stack: readonly CST.Token[]): number | undefined {
  let depth = 0;
  for (const token of stack) {
    if (token.type === 'flow-collection' || token.type === 'block-map' || token.type === 'block-seq') {
      if (++depth > MAX_NESTING_DEPTH) return token.offset;
    }
  }
  return undefined;
}
