/**
 * The order of two strings by UTF-16 code units (`<`), the same on every
 * machine. Output is sorted this way (files, then messages at one position
 * by rule id and text): `localeCompare` followed the process's locale, so
 * the same run listed `ä.yaml` before `B.yaml` under `LANG=en_US` and after
 * `z.yaml` under `LANG=sv_SE`, and its first call loaded ICU's collation
 * data (about 1.5 MiB of resident memory).
 */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
