/** ESC controls (spec 3.1, 4.1): POST {with_secret}, POST {always: true}, DELETE, at zone and account scope. */
import type { JsonObject } from '../../model/types.js';
import { isSecretReference } from '../../text/secrets.js';
import { sourceOf, type DesiredScope } from '../desired.js';
import { scopePath } from '../endpoints.js';
import { envName, scopeSlug } from '../naming.js';
import { PlanBuilder, STAGE } from '../builder.js';
import { scopeLabel } from './common.js';

/** Secrets never appear in a plan: literal ones are replaced by references the operator supplies at run time. */
function guardEscSecret(b: PlanBuilder, desired: DesiredScope, value: JsonObject): Record<string, unknown> {
  const out: Record<string, unknown> = { ...value };
  const secret = value['with_secret'];
  if (typeof secret === 'string') {
    if (isSecretReference(secret)) {
      b.input(secret.slice(2, -1), 'secret', `the ESC secret of ${scopeLabel(desired.scope)} (spec 2.2: at most 100 characters; sent as cookie disable_esc to test)`);
    } else {
      const name = envName('ESC_SECRET', scopeSlug(desired.scope));
      out['with_secret'] = `\${${name}}`;
      b.input(name, 'secret', `the ESC secret of ${scopeLabel(desired.scope)}`);
      b.note('warning', `${desired.esc?.path ?? 'esc.disable'}.with_secret holds a literal secret; the plan never prints it and uses \${${name}} instead (write a \${NAME} reference in the configuration)`, desired.scope, desired.file);
    }
  }
  return out;
}

export function planEsc(b: PlanBuilder, desired: DesiredScope): void {
  if (!desired.esc) return;
  const value = guardEscSecret(b, desired, desired.esc.value);
  const path = `${scopePath(desired.scope.level, desired.scope.id)}/disable_esc`;
  const source = sourceOf(desired, desired.esc);
  const disableStage = desired.scope.level === 'zone' ? STAGE.escZone : STAGE.escAccount;
  const current = b.compared ? b.current(desired.scope)?.esc?.value : undefined;
  const currentAlways = current?.['always'] === true;
  const currentSecret = typeof current?.['with_secret'] === 'string';
  const secret = value['with_secret'];
  const always = value['always'];
  const where = scopeLabel(desired.scope);

  const enable = (stage: number, why: string): void => {
    b.add({
      operation: 'esc.enable',
      name: 'esc_enable',
      path,
      description: `Re-enable ESC for ${where}: ${why}`,
      change: 'delete',
      scope: desired.scope,
      stage,
      source,
    });
  };

  if (typeof secret === 'string') {
    if (b.compared && currentSecret && !currentAlways) {
      b.unchanged++;
      b.note('info', `${where} has an ESC secret already; secrets are not compared (the plan never reads them), so it is left as is`, desired.scope, desired.file);
    } else {
      if (b.compared && currentAlways && always !== true) {
        enable(STAGE.escSecret, 'it is disabled for every request now, and the configuration asks for per-request testing with a secret (whether POST {with_secret} clears `always` is not documented, spec 3.1)');
      }
      b.add({
        operation: 'esc.secret',
        name: 'esc_secret',
        path,
        body: { with_secret: secret },
        description: `Create the ESC secret of ${where}: requests carrying cookie disable_esc=<secret> run without ESC, so the replacement rules can be tested; the scope's ESC status is unchanged (spec 3.1)`,
        change: 'create',
        scope: desired.scope,
        stage: STAGE.escSecret,
        source,
        sensitive: true,
      });
    }
  }
  if (always === true) {
    if (b.compared && currentAlways) b.unchanged++;
    else {
      b.add({
        operation: 'esc.disable',
        name: 'esc_disable',
        path,
        body: { always: true },
        description: `Disable ESC for every request of ${where} (spec 3.1), after the replacement rules are in place${desired.scope.level === 'account' ? '; this affects every zone of the account' : ''}`,
        change: 'create',
        scope: desired.scope,
        stage: disableStage,
        source,
      });
    }
  } else if (always === false) {
    if (b.compared && !currentAlways) b.unchanged++;
    else enable(disableStage, '`always: false` (re-enabling is a DELETE, spec 4.1)');
  }
}
