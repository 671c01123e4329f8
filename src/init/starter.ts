/**
 * What `edgelint init` writes: a commented starter configuration, whose
 * every setting is shown with its default (the commented ones too, so
 * uncommenting one gives a valid configuration), and — when the repository
 * holds no edge configuration yet — an example manifest that lints clean.
 * Pure: the texts; `src/cli/init-command.ts` decides where they go.
 */
import { DEFAULT_FILES } from '../config/resolve-config.js';

/** The starter configuration's file name. */
export const STARTER_CONFIG_FILE = '.edgelintrc.yaml';
/** Where the example manifest goes: under `edge/`, which the default `files` patterns cover. */
export const EXAMPLE_MANIFEST_FILE = 'edge/example.yaml';

const quote = (patterns: readonly string[]): string => `[${patterns.map((p) => JSON.stringify(p)).join(', ')}]`;

/** The starter `.edgelintrc.yaml`; `extraFiles` are patterns of folders that hold edge documents outside the defaults. */
export function starterConfig(extraFiles: readonly string[] = []): string {
  return `# edgelint configuration (https://github.com/edgelint/edgelint#configuration).
# Its schema is node_modules/edgelint/schemas/edgelint-config.json; \`edgelint --print-config <file>\`
# shows what a file gets, and \`edgelint rules\` lists every rule.

# The files \`edgelint\` lints when no paths are given (and always judges as edge configuration).
files: ${quote([...DEFAULT_FILES, ...extraFiles])}

# Files never linted (node_modules, .git and .terraform never are).
ignores: []

# The date ESC stops working, for every ESC rule and the migration report. Default: the spec's
# 2024-01-01; set the date your accounts were given.
# removalDate: "2025-01-01"

# The account's plan, for checks of features a plan does not include: free, pro, business, enterprise.
# tier: enterprise

# Rules lists that exist in the account but not in these files (name: ip, hostname, asn or redirect).
# lists:
#   office_ips: ip

# Rule severities, ESLint style: off, info, warn, error, or [severity, { options }].
rules: {}
#   logpush/filter-limits: [error, { maxOperators: 30 }]
#   managed/core-ruleset-summary: "off"

# A suppression directive that suppresses nothing: warn (the default), error, info or off.
reportUnusedDisableDirectives: warn

# Settings for some files only, applied in order over the ones above.
# overrides:
#   - files: ["legacy/**"]
#     rules:
#       esc/removal-deadline: warn
#     removalDate: "2025-06-30"
`;
}

/** An example manifest: one zone with a custom rule, the managed core ruleset and a log push job; it lints clean. */
export function exampleManifest(): string {
  return `# An example edgelint manifest (README "Edge configuration documents"): replace the ids with your
# account's and zone's, or run \`edgelint import <exported GET responses>\` to start from what exists.
account:
  id: 01a7362d577a6c3019a474fd6f485823
  lists:
    - name: office_ips
      kind: ip
      items: ["192.0.2.0/24"]
zones:
  - id: 023e105f4ecef8ad9ca31a8372d0c353
    name: example.com
    rulesets:
      - phase: http_request_firewall_custom
        rules:
          - ref: admin-from-office-only
            description: The admin area is reachable from the office only
            action: block
            expression: starts_with(http.request.uri.path, "/admin") and not ip.src in $office_ips
      - phase: http_request_firewall_managed
        rules:
          - ref: core-ruleset
            description: The managed core ruleset
            action: execute
            expression: "true"
            action_parameters:
              id: 4814384a9e5d4991b9815dcfc25d2f1f
              version: latest
    owasp:
      paranoia_level: PL2
      score_threshold: medium
      action: managed_challenge
    logpush_jobs:
      - name: error-responses
        dataset: http_requests
        output_options:
          field_names: [ClientIP, ClientRequestHost, ClientRequestPath, EdgeResponseStatus, EdgeStartTimestamp]
          timestamp_format: rfc3339
        filter: '{"where":{"and":[{"key":"EdgeResponseStatus","operator":"geq","value":"400"}]}}'
        destination_conf: s3://logs-bucket/http?region=us-east-1
`;
}
