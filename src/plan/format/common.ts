/** What every plan renderer shares: the summary line, scope labels, the credentials a plan needs. */
import { AUTH_LABEL, ENV } from '../endpoints.js';
import { scopeText } from '../naming.js';
import { counted } from '../../text/counted.js';
import type { AuthScheme, Plan, PlannedCall } from '../types.js';

export const NO_CHANGES = 'No changes. The account and zones match the configuration.';

/** `Plan: 4 to create, 1 to replace, 1 to update, 0 to delete (6 reads).` or the no-changes sentence. */
export function summaryLine(plan: Plan): string {
  const s = plan.summary;
  if (plan.calls.length === 0) {
    if (plan.compared) return `${NO_CHANGES}${s.unchanged ? ` (${counted(s.unchanged, 'resource')} unchanged)` : ''}`;
    return 'Nothing to do: the configuration describes nothing the plan can create.';
  }
  const parts = [`${s.create} to create`, ...(s.replace ? [`${s.replace} to create or replace`] : []), `${s.update} to update`, `${s.delete} to delete`];
  const tail = [counted(s.read, 'lookup'), ...(plan.compared ? [`${s.unchanged} unchanged`] : [])];
  return `Plan: ${parts.join(', ')} (${tail.join(', ')}).`;
}

export { scopeText };

/** The schemes the calls use, in a fixed order. */
export function schemesUsed(calls: readonly PlannedCall[]): AuthScheme[] {
  return (['token', 'key'] as const).filter((scheme) => calls.some((c) => c.auth === scheme));
}

export function credentialText(scheme: AuthScheme): string {
  return scheme === 'token' ? `${AUTH_LABEL.token}: \`Authorization: Bearer $${ENV.token}\`` : `${AUTH_LABEL.key}: \`X-Auth-Email: $${ENV.email}\`, \`X-Auth-Key: $${ENV.key}\``;
}

export function changeLabel(call: PlannedCall): string {
  switch (call.change) {
    case 'read':
      return 'lookup';
    case 'check':
      return 'check';
    case 'replace':
      return 'create or replace';
    default:
      return call.change;
  }
}

/** JSON with two-space indentation, as every format prints bodies. */
export function prettyJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
