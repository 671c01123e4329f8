/**
 * `12,345`: an integer with its digits in groups of three, as
 * `toLocaleString('en-US')` writes it, without ICU. The first
 * `toLocaleString` of a process loads ICU's number formatting and locale
 * data: 17–22 ms and about 4 MiB of resident memory (Node 20, this machine),
 * paid by every run that printed a count in a message ("3 more like this are
 * not listed") — more than the rest of a short lint. Counts only: a value
 * that is not a safe integer is written as `String` writes it.
 */
export function groupedDigits(n: number): string {
  if (!Number.isSafeInteger(n)) return String(n);
  // A comma before each run of three digits that ends the number (a safe integer has at most 16 digits).
  return String(n).replace(/\B(?=(?:\d{3})+$)/g, ',');
}
