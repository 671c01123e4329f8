/**
 * Text for the XML formats (`junit`, `checkstyle`). Markup characters are
 * escaped, and characters XML 1.0 forbids even escaped (§2.2 `Char`: C0
 * controls other than tab, LF and CR; lone surrogates; U+FFFE and U+FFFF)
 * are written as `\uXXXX`, so hostile input never makes the report
 * unreadable to the CI that parses it. In attributes, tab and line breaks are
 * character references, which attribute-value normalisation would otherwise
 * turn into spaces. Linear.
 */
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const ATTRIBUTE_ESCAPES: Record<string, string> = { ...TEXT_ESCAPES, '"': '&quot;', "'": '&apos;', '\t': '&#9;', '\n': '&#10;', '\r': '&#13;' };

function allowed(text: string): string {
  return text.replace(FORBIDDEN, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function xmlText(text: string): string {
  return allowed(text).replace(/[&<>]/g, (c) => TEXT_ESCAPES[c]!);
}

export function xmlAttribute(text: string): string {
  return allowed(text).replace(/[&<>"'\t\n\r]/g, (c) => ATTRIBUTE_ESCAPES[c]!);
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8"?>';
