/**
 * The linter never echoes a secret (README "Security"). Members that hold
 * credentials are recognised by name, and a value that is not a `${NAME}`
 * reference is shown masked wherever a message would quote it.
 */

/** Member names that carry secrets: the ESC secret, destination credentials, API keys and tokens. */
const SECRET_NAME = /(^|[_-])(secret|password|passwd|token|key|credential|signature|sig|authorization|api[_-]?key|ownership_challenge)($|[_-])|^with_secret$|^header_/i;

export function isSecretName(name: string | number | undefined): boolean {
  return typeof name === 'string' && SECRET_NAME.test(name);
}

/** `${NAME}`: a value supplied at apply time (design.md), never a literal secret. */
export const SECRET_REFERENCE = /^\$\{[A-Za-z_][A-Za-z0-9_]*\}$/;

export function isSecretReference(value: string): boolean {
  return SECRET_REFERENCE.test(value);
}

/** A secret shown as its length only: enough to tell it apart, nothing to leak. */
export function maskSecret(value: string): string {
  return `<secret, ${value.length} characters>`;
}
