/**
 * Credentials in a destination must be `${NAME}` references, filled in at
 * apply time (design: "`${NAME}` in a string value stands for a secret or
 * value supplied at apply time; it is never a literal secret").
 */
import { isCredentialReference, percentDecode } from '../text/secrets.js';

export { percentDecode };

/**
 * Whether a credential value is written as references only: one or more
 * `${NAME}`, optionally after an authentication scheme word
 * (`Splunk ${SPLUNK_TOKEN}`, URL-encoded or not). `src/text/secrets.ts` decides.
 */
export function isSecretReference(rawValue: string): boolean {
  return isCredentialReference(rawValue);
}

/** A reference name to suggest for a credential parameter: `${R2_SECRET_ACCESS_KEY}`. */
export function suggestedReference(destination: string, parameter: string): string {
  const name = `${destination}_${parameter.replace(/^header_/i, '')}`
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return `\${${name}}`;
}
