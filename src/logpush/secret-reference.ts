/**
 * Credentials in a destination must be `${NAME}` references, filled in at
 * apply time (design: "`${NAME}` in a string value stands for a secret or
 * value supplied at apply time; it is never a literal secret").
 */
import { CREDENTIAL_VALUE_PREFIXES } from '../data/logpush-destinations.js';

const REFERENCE = /\$\{[A-Za-z_][A-Za-z0-9_]*\}/g;

/** `%XX`-decoded `value`, or `value` itself when it is not valid percent-encoding. */
export function percentDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/**
 * Whether a credential value is written as references only: one or more
 * `${NAME}`, optionally after an authentication scheme word
 * (`Splunk ${SPLUNK_TOKEN}`, URL-encoded or not).
 */
export function isSecretReference(rawValue: string): boolean {
  const value = percentDecode(rawValue);
  const references = value.match(REFERENCE);
  if (!references) return false;
  const rest = value.replace(REFERENCE, '').trim();
  return rest === '' || CREDENTIAL_VALUE_PREFIXES.some((prefix) => prefix.toLowerCase() === rest.toLowerCase());
}

/** A reference name to suggest for a credential parameter: `${R2_SECRET_ACCESS_KEY}`. */
export function suggestedReference(destination: string, parameter: string): string {
  const name = `${destination}_${parameter.replace(/^header_/i, '')}`
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return `\${${name}}`;
}
