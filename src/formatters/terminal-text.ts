/**
 * Text from a linted file shown on a terminal must not drive the terminal:
 * a key such as "\u001b[2J" quoted in a message would clear the screen, and
 * bidirectional overrides reorder what is shown ("Trojan Source",
 * CVE-2021-42574). Control and bidi-control characters are shown as
 * escapes instead; everything else passes unchanged. Linear.
 */
const UNSAFE = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, (c) => (c === '\n' ? '\\n' : c === '\r' ? '\\r' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
}
