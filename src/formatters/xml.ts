/**
 * Text for the XML formats (`junit`, `checkstyle`). Markup characters are
 * escaped, and characters XML 1.0 forbids even escaped (§2.2 `Char`: C0
 * controls other than tab, LF and CR; lone surrogates; U+FFFE and U+FFFF)
 * are written as `\uXXXX`, so hostile input never makes the report
 * unreadable to the CI that parses it. Line breaks are character references
 * (in attributes, which normalisation would otherwise turn into spaces, tab
 * too). Linear.
 */
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\n': '&#10;', '\r': '&#13;' };
const ATTRIBUTE_ESCAPES: Record<string, string> = { ...TEXT_ESCAPES, '"': '&quot;', "'": '&apos;', '\t': '&#9;' };

function allowed(text: string): string {
  return text.replace(FORBIDDEN, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Element text. Line breaks are character references too: a report is often
 * printed to a CI log, where a line of configuration text (a file name) that
 * starts with `::error` or `##vso[` would be read as a command to the runner.
 */
export function xmlText(text: string): string {
  return allowed(text).replace(/[&<>\n\r]/g, (c) => TEXT_ESCAPES[c]!);
}

export function xmlAttribute(text: string): string {
  return allowed(text).replace(/[&<>"'\t\n\r]/g, (c) => ATTRIBUTE_ESCAPES[c]!);
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8"?>';
