/**
 * The full statements behind `esc/scope-combination`'s headlines: what is
 * known when a zone's and its account's ESC settings combine, and what the
 * spec leaves open (spec 3.1). A headline says what combines; the migration
 * report (`edgelint report`) shows the note for each finding, by message id,
 * and the rule's page explains them.
 */
export const SCOPE_COMBINATION_NOTES: Readonly<Record<string, string>> = {
  bothAlways:
    'The account also disables ESC (`always: true`). Known: the account setting alone disables ESC for every zone of the account. Not known (spec 3.1): which setting wins, and whether a DELETE at one scope re-enables ESC while the other still disables it.',
  accountAlwaysZoneSecret:
    'The account disables ESC for all its zones (`always: true`), so this zone\'s secret changes nothing while that holds. Not known (spec 3.1): precedence between account and zone settings, and whether the account\'s DELETE also removes secrets.',
  zoneAlwaysAccountSecret:
    'This zone disables ESC (`always: true`) and the account has a secret. Known: the account secret works for requests to every zone of the account, and a secret does not change a scope\'s ESC status. Not known (spec 3.1): precedence between account and zone settings.',
  bothSecrets:
    'The zone and the account both have a secret. Known: each works for requests to its own scope (the zone secret for this zone, the account secret for every zone of the account). Not known (spec 3.1): which applies when both are set, and how a request carrying two `disable_esc` cookies is treated.',
  accountDisablesBehaviours:
    'The account disables ESC for every zone (`always: true`, spec 3.1), so this zone\'s ESC behaviours do not run now: whatever is not yet replaced is already missing from live traffic.',
};

/** The note of a finding of `esc/scope-combination`: its full statement, else the headline itself. */
export function scopeCombinationNote(message: { readonly messageId?: string; readonly message: string }): string {
  return (message.messageId !== undefined ? SCOPE_COMBINATION_NOTES[message.messageId] : undefined) ?? message.message;
}
