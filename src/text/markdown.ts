/**
 * Text written into Markdown (GitHub-flavoured) as text: the plan and the
 * migration report go into pull-request comments, and what they quote from
 * the configuration — zone names and ids, file names, keys inside messages —
 * must not become markup there (a zone named `<img src=…>` or `[click](…)`).
 *
 * `markdownText` escapes what makes inline markup (backslash, backticks,
 * `*`, `_` where it can delimit emphasis, `[`, `<`, `~`) and joins lines;
 * `markdownCode` makes a code span that holds any text; `markdownRich` keeps
 * the code spans a message writes (`unknown key \`x\``) as code spans and
 * escapes the rest; `markdownBlock` fences any text. In a table cell (`table`)
 * `|` is escaped too, code spans included, as GFM requires. Linear time.
 */

export interface MarkdownOptions {
  /** The text goes into a table cell. */
  readonly table?: boolean;
}

const ALNUM = /[A-Za-z0-9]/;

/** Text that renders as itself: no emphasis, link, HTML, code or line break. */
export function markdownText(text: string, options: MarkdownOptions = {}): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\r' || c === '\n') {
      if (!(c === '\n' && text[i - 1] === '\r')) out += ' ';
      continue;
    }
    if (c === '\\' || c === '`' || c === '*' || c === '[' || c === '<' || c === '~' || (c === '|' && options.table)) out += `\\${c}`;
    // An underscore between two letters or digits can neither open nor close emphasis: `logpush_jobs` stays as written.
    else if (c === '_' && !(ALNUM.test(text[i - 1] ?? '') && ALNUM.test(text[i + 1] ?? ''))) out += '\\_';
    else out += c;
  }
  return out;
}

/** A code span holding `text` exactly (line breaks as spaces): fenced by more backticks than any run inside it. */
export function markdownCode(text: string, options: MarkdownOptions = {}): string {
  let body = text.replace(/\r\n?|\n/g, ' ');
  if (options.table) body = body.replace(/\|/g, '\\|');
  const fence = '`'.repeat(longestRun(body, '`') + 1);
  // A span that starts or ends with a backtick or a space needs a space inside each fence (one is stripped again).
  const pad = /^[` ]|[` ]$/.test(body) ? ' ' : '';
  return `${fence}${pad}${body}${pad}${fence}`;
}

/** A message or description: its `code spans` stay code spans, everything else is text. */
export function markdownRich(text: string, options: MarkdownOptions = {}): string {
  const parts = text.split('`');
  let out = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const inCode = i % 2 === 1;
    // An odd backtick with no partner closes nothing: it is text.
    if (inCode && i === parts.length - 1) out += markdownText(`\`${part}`, options);
    else out += inCode ? markdownCode(part, options) : markdownText(part, options);
  }
  return out;
}

/** A fenced code block holding `text` exactly: the fence is longer than any run of backticks in it. */
export function markdownBlock(language: string, text: string): string {
  const fence = '`'.repeat(Math.max(3, longestRun(text, '`') + 1));
  return `${fence}${language}\n${text}\n${fence}`;
}

function longestRun(text: string, char: string): number {
  let longest = 0;
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    run = text[i] === char ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return longest;
}
