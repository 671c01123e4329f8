/**
 * ESC facts with a number or a date in them: the removal date, the secret's
 * limits, the per-request cookie and the characters a cookie value may hold,
 * and the disable_esc endpoints.
 */
import type { DataSource } from './source.js';

export const source: DataSource = {
  title: 'ESC removal date, disable_esc secret limits, cookie and endpoints',
  refs: [
    'spec 1.1, 8, 9.4 (ESC configurations are removed on 2024-01-01)',
    'spec 2.2, 3.1, 4.1, 8 (secret at most 100 characters; cookie disable_esc=<SECRET>; POST {always: true} / {with_secret}, DELETE re-enables)',
    'spec 5 (the ESC endpoints use the key pair X-Auth-Email + X-Auth-Key)',
    '../shared/reference/esc.md §2 (removal timeline: cloudflare-docs PRs #7599, #9859, #14696, #19987; esc-deprecation.mdx @1db3529d), §3 (disable_esc API), §5 (migration and testing procedure)',
    'RFC 6265 §4.1.1 (cookie-value = *cookie-octet / DQUOTE *cookie-octet DQUOTE; cookie-octet = %x21 / %x23-2B / %x2D-3A / %x3C-5B / %x5D-7E)',
  ],
  checked: '2026-11-21',
  notes: [
    'Removal date: the spec says 2024-01-01 and wins. The reference records that the date moved: 2023-08-01 (first notice), 2024-01-01 (older published page), 2025-01-01 (source @1db3529d), and since 2025-02-14 no date at all ("are currently being removed"). The date is therefore the option `removalDate` of esc/removal-deadline and esc/removal-countdown (and --removal-date of `edgelint report`).',
    'The docs\' example secret `MySecretString321#` has a `#`; the cookie characters follow RFC 6265, which allows it. The docs do not say how the cookie is matched (case, percent-decoding), so a secret is limited to characters that need no encoding.',
  ],
};

/** The removal date of all ESC configuration (spec 1.1, 8, 9.4), YYYY-MM-DD. */
export const ESC_REMOVAL_DATE = '2024-01-01';

/** Dates the reference has seen for the removal, oldest first (esc.md §2); `null`: no date given. */
export const ESC_REMOVAL_DATE_HISTORY: readonly { readonly date: string | null; readonly source: string }[] = [
  { date: '2023-08-01', source: 'cloudflare-docs PR #7599 (2023-02-10), the first deprecation notice' },
  { date: '2024-01-01', source: 'the spec (1.1, 8, 9.4) and an older published capture of the esc-deprecation page' },
  { date: '2025-01-01', source: 'esc-deprecation.mdx @1db3529d ("postponed from 2024-01-01")' },
  { date: null, source: 'cloudflare-docs PR #19987 (2025-02-14): the date was removed; configurations "are currently being removed"' },
];

/** Maximum length of the per-request secret (spec 2.2, 3.1, 4.1, 8). */
export const ESC_SECRET_MAX_LENGTH = 100;

/** Name of the cookie that carries the secret (spec 2.2). */
export const ESC_COOKIE_NAME = 'disable_esc';

/** RFC 6265 cookie-octet: printable US-ASCII except space, `"`, `,`, `;` and `\`. */
export function isCookieOctet(code: number): boolean {
  return code === 0x21 || (code >= 0x23 && code <= 0x2b) || (code >= 0x2d && code <= 0x3a) || (code >= 0x3c && code <= 0x5b) || (code >= 0x5d && code <= 0x7e);
}

/** The cookie-octet set in words, for messages. */
export const COOKIE_OCTET_WORDS = 'printable ASCII characters other than space, `"`, `,`, `;` and `\\`';

/** The disable_esc endpoint of a scope (spec 4.1); `{zone_id}`/`{account_id}` when the id is unknown. */
export function disableEscPath(kind: 'zone' | 'account', id: string | undefined): string {
  return kind === 'zone' ? `/zones/${id ?? '{zone_id}'}/disable_esc` : `/accounts/${id ?? '{account_id}'}/disable_esc`;
}

/** The authentication the ESC endpoints use (spec 5). */
export const ESC_AUTH = 'key pair (X-Auth-Email, X-Auth-Key)';
