/**
 * The ESC disable setting of a zone or an account (spec 2.2, 3.1, 4.1):
 * `{always: true}` disables ESC for the whole scope, `{with_secret}` creates
 * the secret that disables it per request (cookie `disable_esc=<secret>`).
 * The secret itself never leaves this module: problems carry its length and
 * offsets only.
 */
import { ESC_SECRET_MAX_LENGTH, isCookieOctet } from '../data/esc-limits.js';
import type { EscControlModel, JsonObject } from '../model/types.js';
import { isSecretReference, maskSecretValue } from '../text/secrets.js';

export type SecretProblem =
  | { readonly kind: 'empty' }
  | { readonly kind: 'literal'; readonly length: number }
  | { readonly kind: 'tooLong'; readonly length: number; readonly max: number }
  /** `index` is the character's offset in the value (UTF-16), 1-based `position` for messages. */
  | { readonly kind: 'character'; readonly index: number; readonly length: number; readonly position: number };

/** Problems of a `with_secret` value, in the order a user fixes them. */
export function checkSecret(value: string): SecretProblem[] {
  if (value === '') return [{ kind: 'empty' }];
  if (isSecretReference(value)) return [];
  const problems: SecretProblem[] = [{ kind: 'literal', length: Array.from(value).length }];
  const length = Array.from(value).length;
  if (length > ESC_SECRET_MAX_LENGTH) problems.push({ kind: 'tooLong', length, max: ESC_SECRET_MAX_LENGTH });
  let position = 0;
  for (let i = 0; i < value.length; i++) {
    position++;
    const code = value.codePointAt(i)!;
    const width = code > 0xffff ? 2 : 1;
    if (!isCookieOctet(code)) {
      problems.push({ kind: 'character', index: i, length: width, position });
      break;
    }
    i += width - 1;
  }
  return problems;
}

/** What a control asks for: which of the two POST bodies, or neither. */
export interface ControlState {
  /** `always` member: `true`, `false`, or `undefined` when absent or not a boolean. */
  readonly always?: boolean;
  /** `with_secret` member when a string. */
  readonly secret?: string;
  readonly hasSecret: boolean;
  readonly hasAlways: boolean;
}

export function controlState(control: EscControlModel | undefined): ControlState | undefined {
  if (!control) return undefined;
  const always = control.value['always'];
  const secret = control.value['with_secret'];
  return {
    ...(typeof always === 'boolean' ? { always } : {}),
    ...(typeof secret === 'string' ? { secret } : {}),
    hasSecret: Object.prototype.hasOwnProperty.call(control.value, 'with_secret'),
    hasAlways: Object.prototype.hasOwnProperty.call(control.value, 'always'),
  };
}

/** The setting as it may be shown: `${NAME}` references as written, a literal secret (or a misspelt `with_secret`) as `***`. */
export function displayControl(value: JsonObject): Record<string, unknown> {
  return maskSecretValue(value) as Record<string, unknown>;
}
