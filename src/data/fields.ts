import type { DataSource } from './source.js';
import type { Tier } from './plans.js';

export const source: DataSource = {
  title: 'Rules-language fields: type, categories, plan, deprecated names, where usable, value domains',
  refs: [
    'spec 2.6 (fields tcp.dstport, ip.geoip.country, ip.src, ip.dst)',
    'cloudflare/cloudflare-docs src/content/fields/index.yaml @0026d94e5cfaf580bdb1871f5dc1380029fd9c28 (read 2026-11-24 through src/data/rules-language-catalogue.generated.ts: every field there is in HTTP_FIELDS with the same type, categories, plan, deprecation and availability; rules-language-catalogue.test.ts)',
    '../shared/reference/fields.tsv (the same index.yaml commit; src/content/docs/ruleset-engine/rules-language/fields/magic-firewall.mdx @abe3a22c94adc7c15c2efd5c300c37817893b300 for NETWORK_FIELDS)',
    '../shared/reference/rules-language.md §9 (field tables), §13 (value domains, lowercased and uppercased values)',
    '../shared/reference/rulesets-api.md §6 (cf.zone.plan in account-level WAF rules)',
    'developers.cloudflare.com "Available fields and functions" product pages (read 2026-11-24): rules/transform/url-rewrite/reference/fields-functions (updated 2026-05-04), rules/transform/request-header-modification/reference/fields-functions, rules/url-forwarding/bulk-redirects/reference/fields-functions (updated 2026-08-25): fields the catalog lacks (raw.http.request.headers*, cf.edge.client_port, cf.tls_client_ciphers_sha1, cf.sequence.*, http.request.jwt.claims, cf.fraud.*)',
    'developers.cloudflare.com/api-shield/security/sequence-mitigation (cf.sequence.* types: String, Array<String>, Map<Number>)',
    'cloudflare/cloudflare-docs src/content/docs/waf/custom-rules/use-cases/check-jwt-claim-to-protect-admin-user.mdx (`http.request.jwt.claims["<token configuration id>"][0]`)',
  ],
  checked: '2026-11-24',
  notes: [
    'The newest index.yaml the docs store holds (@0026d94e) agrees with this table field for field (173 entries and the 6 ip.geoip.* names their descriptions call deprecated). An older stored version (@0fd5d99b) lacks 30 of them and types cf.edge.server_port as an IP address; it was not used.',
    'The spec names ip.geoip.country as the country field (2.6); the reference marks it deprecated in favour of ip.src.country. It is accepted, typed like ip.src.country, and reported as deprecated (a warning), never as unknown.',
    'HTTP and network (Magic Firewall) fields are separate tables: ip.src, ip.src.country and ip.geoip.country exist in both with different meaning (in network phases ip.geoip.country matches the source or the destination address).',
    'cf.zone.plan is not in fields.tsv; rulesets-api.md §6 requires account-level WAF rules to end with `and cf.zone.plan eq "ENT"`, so it is added as a String request field (type inferred from that example).',
    'cf.zone.name is in neither fields.tsv nor the reference tables, but public configurations accepted by the API use it in account-level rules and as a header value (terraform-provider-cloudflare acceptance tests, cloudflare-docs Terraform examples): added as a String request field.',
    'cf.colo.id and cf.unique_visitor_id are named by other references only as rate-limit characteristics or header-transform values, with no type: not added (they are reported as unknown fields).',
    'Fields only the product pages list: raw.http.request.headers (+ .names, .values) are typed like their http.request.headers counterparts; cf.edge.client_port like cf.edge.server_port; cf.tls_client_ciphers_sha1 like cf.tls_ciphers_sha1; cf.sequence.* from the sequence mitigation page; cf.fraud_detection.disposable_email as Boolean and cf.fraud.email_risk as String (the Account Abuse Protection page shows them as a flag and a low/medium/high risk).',
    'http.request.jwt.claims (the claims of every token configuration, keyed by configuration id, each a JSON string) and its per-claim fields are listed by the request header modification and WAF pages, not by the URL rewrite page: they are restricted to those phases.',
    'Value domains of the packet fields (ports 0..65535, 8-bit ttl/type/code/flags) come from the widths of the IPv4/TCP/UDP/ICMP header fields (RFC 791, 793, 768, 792); the reference says their range is not stated by the sources it read.',
    'Threat intelligence (cf.intel.ip.*) and attack signature (cf.waf.signature.request.*) fields are in neither the catalog nor fields.tsv; their WAF detection pages give the types. The pages name no plan (attack signatures are Early Access), so none is checked; they are request fields usable in every HTTP rule (checked 2026-11-25).',
    'cf.bot_management.score: the reference gives 1..99; a comparison with a value outside it is reported as constant, not as an error.',
  ],
};

/** Where a field can be evaluated (derived from `categories` and `where_usable` of fields.tsv). */
export type FieldUsability =
  /** Any HTTP phase (request fields are visible to response phases too). */
  | 'request'
  /** Request body fields: only phases with body access (`bodyAccess` in phases.ts). */
  | 'request-body'
  /** Response fields: response phases only (and the counting expression of rate limiting rules). */
  | 'response'
  /** `cf.response.*`: only response header Transform Rules and Custom Error Rules. */
  | 'response-transform-or-custom-errors'
  /** Only in Transform Rules (URL rewrite, request and response header modification). */
  | 'transform-rules'
  /** Only in rewrite (value) expressions of Transform Rules. */
  | 'transform-rewrite'
  /** Packet fields of the network phases (Magic Firewall, L4 DDoS). */
  | 'network';

/** The catalog's `plan_info_label`. */
export type FieldPlan = 'Pro or above' | 'Business or above' | 'Enterprise' | 'Enterprise add-on';

/** The lowest tier of each plan label; an add-on is only available on Enterprise. */
export const FIELD_PLAN_TIERS: Readonly<Record<FieldPlan, Tier>> = {
  'Pro or above': 'pro',
  'Business or above': 'business',
  Enterprise: 'enterprise',
  'Enterprise add-on': 'enterprise',
};

export interface FieldInfo {
  readonly name: string;
  /** The type exactly as the source writes it (`String`, `Number`, `IP address`, `Array<String>`, ...). */
  readonly type: string;
  readonly categories: readonly string[];
  readonly plan?: FieldPlan;
  /** Replacement of a deprecated name: one = automatic fix, several = suggestions (meaning differs). */
  readonly replacedBy?: readonly string[];
  /** Set for a field that still parses but carries no information any more (`cf.threat_score`). */
  readonly obsolete?: string;
  /** The source's restriction text, verbatim from fields.tsv. */
  readonly whereUsable?: string;
  readonly usableIn: FieldUsability;
  /** Only in these phases (the product pages that list the field), with words for messages. */
  readonly onlyInPhases?: { readonly phases: readonly string[]; readonly where: string };
  readonly source: string;
}

const SRC_CATALOG = 'cloudflare-docs src/content/fields/index.yaml @0026d94e5cfaf580bdb1871f5dc1380029fd9c28 (rules-language-catalogue.generated.ts)';
const SRC_MAGIC_FIREWALL =
  'cloudflare-docs src/content/docs/ruleset-engine/rules-language/fields/magic-firewall.mdx @abe3a22c94adc7c15c2efd5c300c37817893b300 (via fields.tsv)';
const SRC_ZONE_NAME =
  'terraform-provider-cloudflare internal/framework/service/rulesets/resource_test.go @ab7d5856 (account rules `cf.zone.name eq …`, header value `cf.zone.name`); cloudflare-docs src/content/docs/terraform/additional-configurations/rate-limiting-rules.mdx @151a90d2 (via src/expr/corpus/valid-expressions.json)';
const SRC_RULESETS_API = '../shared/reference/rulesets-api.md §6 (account-level WAF rules end with `and cf.zone.plan eq "ENT"`)';
const SRC_PRODUCT_PAGES = 'developers.cloudflare.com rules/*/reference/fields-functions pages (2026)';
const SRC_SEQUENCE = 'developers.cloudflare.com/api-shield/security/sequence-mitigation';
const SRC_THREAT_INTEL = 'cloudflare-docs src/content/docs/waf/detections/threat-intelligence/fields.mdx @ba5451f4';
const SRC_ATTACK_SIGNATURES = 'cloudflare-docs src/content/docs/waf/detections/attack-signature-detection/fields.mdx @8082244b';
const SRC_JWT_CLAIMS = 'cloudflare-docs src/content/docs/waf/custom-rules/use-cases/check-jwt-claim-to-protect-admin-user.mdx; developers.cloudflare.com rules/transform/request-header-modification/reference/fields-functions';

/** Phases whose product pages list the JWT claim fields: WAF custom and rate limiting rules, request header Transform Rules. */
const JWT_PHASES = { phases: ['http_request_firewall_custom', 'http_ratelimit', 'http_request_late_transform'], where: 'WAF, rate limiting and header transforms' } as const;

/** HTTP request and response fields (179 rows of fields.tsv, cf.zone.plan, cf.zone.name, and the fields only the product pages list). */
export const HTTP_FIELDS: readonly FieldInfo[] = [
  { name: "http.cookie", type: "String", categories: ["Request", "Headers"], usableIn: "request", source: SRC_CATALOG },
  { name: "http.host", type: "String", categories: ["Request", "URI"], usableIn: "request", source: SRC_CATALOG },
  { name: "http.referer", type: "String", categories: ["Request", "Headers"], usableIn: "request", source: SRC_CATALOG },
  { name: "http.request.full_uri", type: "String", categories: ["Request", "URI"], usableIn: "request", source: SRC_CATALOG },
  { name: "http.request.method", type: "String", categories: ["Request"], usableIn: "request", source: SRC_CATALOG },
  { name: "http.request.cookies", type: "Map<Array<String>>", categories: ["Request", "Headers"], plan: "Pro or above", usableIn: "request", source: SRC_CATALOG },
  { name: "http.request.timestamp.sec", type: "Integer", categories: ["Request"], usableIn: "request", source: SRC_CATALOG },
  { name: "http.request.timestamp.msec", type: "Integer", categories: ["Request"], usableIn: "request", source: SRC_CATALOG },
  { name: "http.request.uri", type: "String", categories: ["Request", "URI"], usableIn: "request", source: SRC_CATALOG },
  { name: "http.request.uri.path", type: "String", categories: ["Request", "URI"], usableIn: "request", source: SRC_CATALOG },
  { name: "http.request.uri.path.extension", type: "String", categories: ["Request", "URI"], usableIn: "request", source: SRC_CATALOG },
  { name: "http.request.uri.query", type: "String", categories: ["Request", "URI"], usableIn: "request", source: SRC_CATALOG },
  { name: "http.user_agent", type: "String", categories: ["Request", "Headers"], usableIn: "request", source: SRC_CATALOG },
  { name: "http.request.version", type: "String", categories: ["Request"], usableIn: "request", source: SRC_CATALOG },
  { name: "http.x_forwarded_for", type: "String", categories: ["Request", "Headers"], usableIn: "request", source: SRC_CATALOG },
  { name: "ip.src", type: "IP address", categories: ["Request"], usableIn: "request", source: SRC_CATALOG },
  { name: "ip.src.lat", type: "String", categories: ["Request", "Geolocation"], usableIn: "request", source: SRC_CATALOG },
  { name: "ip.src.lon", type: "String", categories: ["Request", "Geolocation"], usableIn: "request", source: SRC_CATALOG },
  { name: "ip.src.city", type: "String", categories: ["Request", "Geolocation"], usableIn: "request", source: SRC_CATALOG },
  { name: "ip.src.postal_code", type: "String", categories: ["Request", "Geolocation"], usableIn: "request", source: SRC_CATALOG },
  { name: "ip.src.metro_code", type: "String", categories: ["Request", "Geolocation"], usableIn: "request", source: SRC_CATALOG },
  { name: "ip.src.region", type: "String", categories: ["Request", "Geolocation"], usableIn: "request", source: SRC_CATALOG },
  { name: "ip.src.region_code", type: "String", categories: ["Request", "Geolocation"], usableIn: "request", source: SRC_CATALOG },
  { name: "ip.src.timezone.name", type: "String", categories: ["Request", "Geolocation"], whereUsable: "only in rewrite expressions of Transform Rules", usableIn: "transform-rewrite", source: SRC_CATALOG },
  { name: "ip.src.asnum", type: "Number", categories: ["Request", "Geolocation"], usableIn: "request", source: SRC_CATALOG },
  { name: "ip.src.continent", type: "String", categories: ["Request", "Geolocation"], usableIn: "request", source: SRC_CATALOG },
  { name: "ip.src.country", type: "String", categories: ["Request", "Geolocation"], usableIn: "request", source: SRC_CATALOG },
  { name: "ip.src.subdivision_1_iso_code", type: "String", categories: ["Request", "Geolocation"], plan: "Business or above", usableIn: "request", source: SRC_CATALOG },
  { name: "ip.src.subdivision_2_iso_code", type: "String", categories: ["Request", "Geolocation"], plan: "Business or above", usableIn: "request", source: SRC_CATALOG },
  { name: "ip.src.is_in_european_union", type: "Boolean", categories: ["Request", "Geolocation"], plan: "Business or above", usableIn: "request", source: SRC_CATALOG },
  { name: "raw.http.request.full_uri", type: "String", categories: ["Request", "URI", "Raw fields"], usableIn: "request", source: SRC_CATALOG },
  { name: "raw.http.request.uri", type: "String", categories: ["Request", "URI", "Raw fields"], usableIn: "request", source: SRC_CATALOG },
  { name: "raw.http.request.uri.path", type: "String", categories: ["Request", "URI", "Raw fields"], usableIn: "request", source: SRC_CATALOG },
  { name: "raw.http.request.uri.path.extension", type: "String", categories: ["Request", "URI", "Raw fields"], usableIn: "request", source: SRC_CATALOG },
  { name: "raw.http.request.uri.query", type: "String", categories: ["Request", "URI", "Raw fields"], usableIn: "request", source: SRC_CATALOG },
  { name: "raw.http.response.headers", type: "Map<Array<String>>", categories: ["Response", "Headers", "Raw fields"], whereUsable: "response phases only (implied by Response category)", usableIn: "response", source: SRC_CATALOG },
  { name: "raw.http.response.headers.names", type: "Array<String>", categories: ["Response", "Headers", "Raw fields"], whereUsable: "response phases only (implied by Response category)", usableIn: "response", source: SRC_CATALOG },
  { name: "raw.http.response.headers.values", type: "Array<String>", categories: ["Response", "Headers", "Raw fields"], whereUsable: "response phases only (implied by Response category)", usableIn: "response", source: SRC_CATALOG },
  { name: "ssl", type: "Boolean", categories: ["Request"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.api_gateway.auth_id_present", type: "Boolean", categories: ["Request"], plan: "Enterprise add-on", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.api_gateway.request_violates_schema", type: "Boolean", categories: ["Request"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.schema_validation.learned.violated", type: "Boolean", categories: ["Request"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.schema_validation.uploaded.violated", type: "Boolean", categories: ["Request"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.api_gateway.fallthrough_detected", type: "Boolean", categories: ["Request"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.bot_management.verified_bot", type: "Boolean", categories: ["Request", "Bots"], plan: "Enterprise add-on", whereUsable: "needs Bot Management enabled", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.verified_bot_category", type: "String", categories: ["Request", "Bots"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.bot_management.score", type: "Number", categories: ["Request", "Bots"], plan: "Enterprise add-on", whereUsable: "needs Bot Management enabled", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.bot_management.static_resource", type: "Boolean", categories: ["Request", "Bots"], plan: "Enterprise add-on", whereUsable: "needs Bot Management enabled", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.bot_management.ja3_hash", type: "String", categories: ["Request", "Bots"], plan: "Enterprise add-on", whereUsable: "needs Bot Management enabled", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.bot_management.ja4", type: "String", categories: ["Request", "Bots"], plan: "Enterprise add-on", whereUsable: "needs Bot Management enabled", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.bot_management.js_detection.passed", type: "Boolean", categories: ["Request", "Bots"], plan: "Enterprise add-on", whereUsable: "needs Bot Management enabled", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.bot_management.detection_ids", type: "Array<Number>", categories: ["Request", "Bots"], plan: "Enterprise add-on", whereUsable: "needs Bot Management enabled", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.client.bot", type: "Boolean", categories: ["Request", "Bots"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.bot_management.corporate_proxy", type: "Boolean", categories: ["Request", "Bots"], plan: "Enterprise add-on", whereUsable: "needs Bot Management enabled", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.bot_management.signed_agent", type: "Boolean", categories: ["Request", "Bots"], plan: "Enterprise add-on", whereUsable: "needs Bot Management enabled", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.edge.server_ip", type: "IP address", categories: ["Request"], whereUsable: "meaningful only for BYOIP customers", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.edge.server_port", type: "Number", categories: ["Request"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.hostname.metadata", type: "String", categories: ["Request"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.random_seed", type: "Bytes", categories: ["Request"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.ray_id", type: "String", categories: ["Request"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.threat_score", type: "Number", categories: ["Request"], obsolete: "obsolete: value always 0 (not marked deprecated; no replacement)", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.tls_cipher", type: "String", categories: ["Request", "SSL/TLS"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.tls_client_auth.cert_revoked", type: "Boolean", categories: ["Request", "mTLS"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.tls_client_auth.cert_verified", type: "Boolean", categories: ["Request", "mTLS"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.tls_client_auth.cert_presented", type: "Boolean", categories: ["Request", "mTLS"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.tls_client_auth.cert_issuer_dn", type: "String", categories: ["Request", "mTLS"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.tls_client_auth.cert_subject_dn", type: "String", categories: ["Request", "mTLS"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.tls_client_auth.cert_issuer_dn_rfc2253", type: "String", categories: ["Request", "mTLS"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.tls_client_auth.cert_subject_dn_rfc2253", type: "String", categories: ["Request", "mTLS"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.tls_client_auth.cert_issuer_dn_legacy", type: "String", categories: ["Request", "mTLS"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.tls_client_auth.cert_subject_dn_legacy", type: "String", categories: ["Request", "mTLS"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.tls_client_auth.cert_serial", type: "String", categories: ["Request", "mTLS"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.tls_client_auth.cert_issuer_serial", type: "String", categories: ["Request", "mTLS"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.tls_client_auth.cert_fingerprint_sha256", type: "String", categories: ["Request", "mTLS"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.tls_client_auth.cert_fingerprint_sha1", type: "String", categories: ["Request", "mTLS"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.tls_client_auth.cert_not_before", type: "String", categories: ["Request", "mTLS"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.tls_client_auth.cert_not_after", type: "String", categories: ["Request", "mTLS"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.tls_client_auth.cert_ski", type: "String", categories: ["Request", "mTLS"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.tls_client_auth.cert_issuer_ski", type: "String", categories: ["Request", "mTLS"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.tls_client_auth.cert_rfc9440", type: "String", categories: ["Request", "mTLS"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.tls_client_auth.cert_rfc9440_too_large", type: "Boolean", categories: ["Request", "mTLS"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.tls_client_auth.cert_chain_rfc9440", type: "String", categories: ["Request", "mTLS"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.tls_client_auth.cert_chain_rfc9440_too_large", type: "Boolean", categories: ["Request", "mTLS"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.tls_client_extensions_sha1", type: "String", categories: ["Request", "SSL/TLS"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.tls_client_extensions_sha1_le", type: "String", categories: ["Request", "SSL/TLS"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.tls_ciphers_sha1", type: "String", categories: ["Request", "SSL/TLS"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.tls_client_hello_length", type: "Number", categories: ["Request", "SSL/TLS"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.tls_client_random", type: "String", categories: ["Request", "SSL/TLS"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.tls_version", type: "String", categories: ["Request", "SSL/TLS"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.edge.client_tcp", type: "Boolean", categories: ["Request"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.edge.l4.delivery_rate", type: "Integer", categories: ["Request"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.timings.client_tcp_rtt_msec", type: "Number", categories: ["Request"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.timings.client_quic_rtt_msec", type: "Integer", categories: ["Request"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.timings.edge_msec", type: "Integer", categories: ["Request"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.timings.origin_ttfb_msec", type: "Integer", categories: ["Request"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.timings.worker_msec", type: "Integer", categories: ["Request"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.waf.content_scan.has_obj", type: "Boolean", categories: ["Request"], plan: "Enterprise add-on", whereUsable: "needs malicious uploads detection (content scanning)", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.waf.content_scan.has_malicious_obj", type: "Boolean", categories: ["Request"], plan: "Enterprise add-on", whereUsable: "needs malicious uploads detection (content scanning)", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.waf.content_scan.num_malicious_obj", type: "Integer", categories: ["Request"], plan: "Enterprise add-on", whereUsable: "needs malicious uploads detection (content scanning)", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.waf.content_scan.has_failed", type: "Boolean", categories: ["Request"], plan: "Enterprise add-on", whereUsable: "needs malicious uploads detection (content scanning)", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.waf.content_scan.num_obj", type: "Integer", categories: ["Request"], plan: "Enterprise add-on", whereUsable: "needs malicious uploads detection (content scanning)", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.waf.content_scan.obj_sizes", type: "Array<Integer>", categories: ["Request"], plan: "Enterprise add-on", whereUsable: "needs malicious uploads detection (content scanning)", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.waf.content_scan.obj_types", type: "Array<String>", categories: ["Request"], plan: "Enterprise add-on", whereUsable: "needs malicious uploads detection (content scanning)", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.waf.content_scan.obj_results", type: "Array<String>", categories: ["Request"], plan: "Enterprise add-on", whereUsable: "needs malicious uploads detection (content scanning)", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.waf.score", type: "Number", categories: ["Request"], plan: "Enterprise", whereUsable: "needs attack score detection enabled", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.waf.score.sqli", type: "Number", categories: ["Request"], plan: "Enterprise", whereUsable: "needs attack score detection enabled", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.waf.score.xss", type: "Number", categories: ["Request"], plan: "Enterprise", whereUsable: "needs attack score detection enabled", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.waf.score.rce", type: "Number", categories: ["Request"], plan: "Enterprise", whereUsable: "needs attack score detection enabled", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.waf.score.class", type: "String", categories: ["Request"], plan: "Business or above", whereUsable: "needs attack score detection enabled", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.waf.auth_detected", type: "Boolean", categories: ["Request"], plan: "Enterprise", whereUsable: "needs leaked credentials detection enabled", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.waf.credential_check.password_leaked", type: "Boolean", categories: ["Request"], whereUsable: "needs leaked credentials detection enabled", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.waf.credential_check.username_leaked", type: "Boolean", categories: ["Request"], plan: "Enterprise", whereUsable: "needs leaked credentials detection enabled", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.waf.credential_check.username_and_password_leaked", type: "Boolean", categories: ["Request"], plan: "Pro or above", whereUsable: "needs leaked credentials detection enabled", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.waf.credential_check.username_password_similar", type: "Boolean", categories: ["Request"], plan: "Enterprise", whereUsable: "needs leaked credentials detection enabled", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.llm.prompt.detected", type: "Boolean", categories: ["Request"], plan: "Enterprise", whereUsable: "needs AI Security for Apps enabled", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.llm.prompt.pii_detected", type: "Boolean", categories: ["Request"], plan: "Enterprise", whereUsable: "needs AI Security for Apps enabled", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.llm.prompt.pii_categories", type: "Array<String>", categories: ["Request"], plan: "Enterprise", whereUsable: "needs AI Security for Apps enabled", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.llm.prompt.unsafe_topic_detected", type: "Boolean", categories: ["Request"], plan: "Enterprise", whereUsable: "needs AI Security for Apps enabled", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.llm.prompt.unsafe_topic_categories", type: "Array<String>", categories: ["Request"], plan: "Enterprise", whereUsable: "needs AI Security for Apps enabled", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.llm.prompt.injection_score", type: "Number", categories: ["Request"], plan: "Enterprise", whereUsable: "needs AI Security for Apps enabled", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.llm.prompt.token_count", type: "Number", categories: ["Request"], plan: "Enterprise", whereUsable: "needs AI Security for Apps enabled", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.llm.prompt.custom_topic_categories", type: "Map<Number>", categories: ["Request"], plan: "Enterprise", whereUsable: "needs AI Security for Apps enabled; populated only when custom topics are configured", usableIn: "request", source: SRC_CATALOG },
  { name: "cf.worker.upstream_zone", type: "String", categories: ["Request"], usableIn: "request", source: SRC_CATALOG },
  { name: "http.request.jwt.claims.aud", type: "Map<Array<String>>", categories: ["Request", "JWT validation"], plan: "Enterprise add-on", whereUsable: "needs paid add-on (API Shield JWT validation)", usableIn: "request", onlyInPhases: JWT_PHASES, source: SRC_CATALOG },
  { name: "http.request.jwt.claims.aud.names", type: "Array<String>", categories: ["Request", "JWT validation"], plan: "Enterprise add-on", whereUsable: "needs paid add-on (API Shield JWT validation)", usableIn: "request", onlyInPhases: JWT_PHASES, source: SRC_CATALOG },
  { name: "http.request.jwt.claims.aud.values", type: "Array<String>", categories: ["Request", "JWT validation"], plan: "Enterprise add-on", whereUsable: "needs paid add-on (API Shield JWT validation)", usableIn: "request", onlyInPhases: JWT_PHASES, source: SRC_CATALOG },
  { name: "http.request.jwt.claims.iat.sec", type: "Map<Array<Integer>>", categories: ["Request", "JWT validation"], plan: "Enterprise add-on", whereUsable: "needs paid add-on (API Shield JWT validation)", usableIn: "request", onlyInPhases: JWT_PHASES, source: SRC_CATALOG },
  { name: "http.request.jwt.claims.iat.sec.names", type: "Array<String>", categories: ["Request", "JWT validation"], plan: "Enterprise add-on", whereUsable: "needs paid add-on (API Shield JWT validation)", usableIn: "request", onlyInPhases: JWT_PHASES, source: SRC_CATALOG },
  { name: "http.request.jwt.claims.iat.sec.values", type: "Array<Integer>", categories: ["Request", "JWT validation"], plan: "Enterprise add-on", whereUsable: "needs paid add-on (API Shield JWT validation)", usableIn: "request", onlyInPhases: JWT_PHASES, source: SRC_CATALOG },
  { name: "http.request.jwt.claims.iss", type: "Map<Array<String>>", categories: ["Request", "JWT validation"], plan: "Enterprise add-on", whereUsable: "needs paid add-on (API Shield JWT validation)", usableIn: "request", onlyInPhases: JWT_PHASES, source: SRC_CATALOG },
  { name: "http.request.jwt.claims.iss.names", type: "Array<String>", categories: ["Request", "JWT validation"], plan: "Enterprise add-on", whereUsable: "needs paid add-on (API Shield JWT validation)", usableIn: "request", onlyInPhases: JWT_PHASES, source: SRC_CATALOG },
  { name: "http.request.jwt.claims.iss.values", type: "Array<String>", categories: ["Request", "JWT validation"], plan: "Enterprise add-on", whereUsable: "needs paid add-on (API Shield JWT validation)", usableIn: "request", onlyInPhases: JWT_PHASES, source: SRC_CATALOG },
  { name: "http.request.jwt.claims.jti", type: "Map<Array<String>>", categories: ["Request", "JWT validation"], plan: "Enterprise add-on", whereUsable: "needs paid add-on (API Shield JWT validation)", usableIn: "request", onlyInPhases: JWT_PHASES, source: SRC_CATALOG },
  { name: "http.request.jwt.claims.jti.names", type: "Array<String>", categories: ["Request", "JWT validation"], plan: "Enterprise add-on", whereUsable: "needs paid add-on (API Shield JWT validation)", usableIn: "request", onlyInPhases: JWT_PHASES, source: SRC_CATALOG },
  { name: "http.request.jwt.claims.jti.values", type: "Array<String>", categories: ["Request", "JWT validation"], plan: "Enterprise add-on", whereUsable: "needs paid add-on (API Shield JWT validation)", usableIn: "request", onlyInPhases: JWT_PHASES, source: SRC_CATALOG },
  { name: "http.request.jwt.claims.nbf.sec", type: "Map<Array<Integer>>", categories: ["Request", "JWT validation"], plan: "Enterprise add-on", whereUsable: "needs paid add-on (API Shield JWT validation)", usableIn: "request", onlyInPhases: JWT_PHASES, source: SRC_CATALOG },
  { name: "http.request.jwt.claims.nbf.sec.names", type: "Array<String>", categories: ["Request", "JWT validation"], plan: "Enterprise add-on", whereUsable: "needs paid add-on (API Shield JWT validation)", usableIn: "request", onlyInPhases: JWT_PHASES, source: SRC_CATALOG },
  { name: "http.request.jwt.claims.nbf.sec.values", type: "Array<Integer>", categories: ["Request", "JWT validation"], plan: "Enterprise add-on", whereUsable: "needs paid add-on (API Shield JWT validation)", usableIn: "request", onlyInPhases: JWT_PHASES, source: SRC_CATALOG },
  { name: "http.request.jwt.claims.sub", type: "Map<Array<String>>", categories: ["Request", "JWT validation"], plan: "Enterprise add-on", whereUsable: "needs paid add-on (API Shield JWT validation)", usableIn: "request", onlyInPhases: JWT_PHASES, source: SRC_CATALOG },
  { name: "http.request.jwt.claims.sub.names", type: "Array<String>", categories: ["Request", "JWT validation"], plan: "Enterprise add-on", whereUsable: "needs paid add-on (API Shield JWT validation)", usableIn: "request", onlyInPhases: JWT_PHASES, source: SRC_CATALOG },
  { name: "http.request.jwt.claims.sub.values", type: "Array<String>", categories: ["Request", "JWT validation"], plan: "Enterprise add-on", whereUsable: "needs paid add-on (API Shield JWT validation)", usableIn: "request", onlyInPhases: JWT_PHASES, source: SRC_CATALOG },
  { name: "http.request.uri.args", type: "Map<Array<String>>", categories: ["Request", "URI"], usableIn: "request", source: SRC_CATALOG },
  { name: "http.request.uri.args.names", type: "Array<String>", categories: ["Request", "URI"], usableIn: "request", source: SRC_CATALOG },
  { name: "http.request.uri.args.values", type: "Array<String>", categories: ["Request", "URI"], usableIn: "request", source: SRC_CATALOG },
  { name: "raw.http.request.uri.args", type: "Map<Array<String>>", categories: ["Request", "URI", "Raw fields"], usableIn: "request", source: SRC_CATALOG },
  { name: "raw.http.request.uri.args.names", type: "Array<String>", categories: ["Request", "URI", "Raw fields"], usableIn: "request", source: SRC_CATALOG },
  { name: "raw.http.request.uri.args.values", type: "Array<String>", categories: ["Request", "URI", "Raw fields"], usableIn: "request", source: SRC_CATALOG },
  { name: "http.request.headers", type: "Map<Array<String>>", categories: ["Request", "Headers"], usableIn: "request", source: SRC_CATALOG },
  { name: "http.request.headers.names", type: "Array<String>", categories: ["Request", "Headers"], usableIn: "request", source: SRC_CATALOG },
  { name: "http.request.headers.values", type: "Array<String>", categories: ["Request", "Headers"], usableIn: "request", source: SRC_CATALOG },
  { name: "http.request.headers.truncated", type: "Boolean", categories: ["Request", "Headers"], usableIn: "request", source: SRC_CATALOG },
  { name: "http.request.accepted_languages", type: "Array<String>", categories: ["Request", "Headers"], whereUsable: "only in Transform Rules", usableIn: "transform-rules", source: SRC_CATALOG },
  { name: "http.request.body.raw", type: "String", categories: ["Request", "Body", "Raw fields"], plan: "Enterprise", usableIn: "request-body", source: SRC_CATALOG },
  { name: "http.request.body.truncated", type: "Boolean", categories: ["Request", "Body"], plan: "Enterprise", usableIn: "request-body", source: SRC_CATALOG },
  { name: "http.request.body.size", type: "Number", categories: ["Request", "Body"], plan: "Enterprise", usableIn: "request-body", source: SRC_CATALOG },
  { name: "http.request.body.form", type: "Map<Array<String>>", categories: ["Request", "Body"], plan: "Enterprise", usableIn: "request-body", source: SRC_CATALOG },
  { name: "http.request.body.form.names", type: "Array<String>", categories: ["Request", "Body"], plan: "Enterprise", usableIn: "request-body", source: SRC_CATALOG },
  { name: "http.request.body.form.values", type: "Array<String>", categories: ["Request", "Body"], plan: "Enterprise", usableIn: "request-body", source: SRC_CATALOG },
  { name: "http.request.body.mime", type: "String", categories: ["Request", "Body"], usableIn: "request-body", source: SRC_CATALOG },
  { name: "http.request.body.multipart", type: "Map<Array<String>>", categories: ["Request", "Body"], plan: "Enterprise", usableIn: "request-body", source: SRC_CATALOG },
  { name: "http.request.body.multipart.names", type: "Array<Array<String>>", categories: ["Request", "Body"], plan: "Enterprise", usableIn: "request-body", source: SRC_CATALOG },
  { name: "http.request.body.multipart.values", type: "Array<String>", categories: ["Request", "Body"], plan: "Enterprise", usableIn: "request-body", source: SRC_CATALOG },
  { name: "http.request.body.multipart.content_types", type: "Array<Array<String>>", categories: ["Request", "Body"], plan: "Enterprise", usableIn: "request-body", source: SRC_CATALOG },
  { name: "http.request.body.multipart.content_dispositions", type: "Array<Array<String>>", categories: ["Request", "Body"], plan: "Enterprise", usableIn: "request-body", source: SRC_CATALOG },
  { name: "http.request.body.multipart.content_transfer_encodings", type: "Array<Array<String>>", categories: ["Request", "Body"], plan: "Enterprise", usableIn: "request-body", source: SRC_CATALOG },
  { name: "http.request.body.multipart.filenames", type: "Array<Array<String>>", categories: ["Request", "Body"], plan: "Enterprise", usableIn: "request-body", source: SRC_CATALOG },
  { name: "http.response.code", type: "Integer", categories: ["Response"], whereUsable: "response phases only; availability depends on product and plan", usableIn: "response", source: SRC_CATALOG },
  { name: "http.response.headers", type: "Map<Array<String>>", categories: ["Response", "Headers"], whereUsable: "response phases only; availability depends on product and plan", usableIn: "response", source: SRC_CATALOG },
  { name: "http.response.headers.names", type: "Array<String>", categories: ["Response", "Headers"], whereUsable: "response phases only; availability depends on product and plan", usableIn: "response", source: SRC_CATALOG },
  { name: "http.response.headers.values", type: "Array<String>", categories: ["Response", "Headers"], whereUsable: "response phases only; availability depends on product and plan", usableIn: "response", source: SRC_CATALOG },
  { name: "http.response.content_type.media_type", type: "String", categories: ["Response", "Headers"], whereUsable: "response phases only; availability depends on product and plan", usableIn: "response", source: SRC_CATALOG },
  { name: "cf.response.1xxx_code", type: "Integer", categories: ["Response"], whereUsable: "only in response header Transform Rules and Custom Error rules", usableIn: "response-transform-or-custom-errors", source: SRC_CATALOG },
  { name: "cf.response.error_type", type: "String", categories: ["Response"], whereUsable: "only in response header Transform Rules and Custom Error rules", usableIn: "response-transform-or-custom-errors", source: SRC_CATALOG },
  { name: "ip.geoip.asnum", type: "Number", categories: ["Request", "Geolocation"], replacedBy: ["ip.src.asnum"], usableIn: "request", source: SRC_CATALOG },
  { name: "ip.geoip.continent", type: "String", categories: ["Request", "Geolocation"], replacedBy: ["ip.src.continent"], usableIn: "request", source: SRC_CATALOG },
  { name: "ip.geoip.country", type: "String", categories: ["Request", "Geolocation"], replacedBy: ["ip.src.country"], usableIn: "request", source: SRC_CATALOG },
  { name: "ip.geoip.subdivision_1_iso_code", type: "String", categories: ["Request", "Geolocation"], plan: "Business or above", replacedBy: ["ip.src.subdivision_1_iso_code"], usableIn: "request", source: SRC_CATALOG },
  { name: "ip.geoip.subdivision_2_iso_code", type: "String", categories: ["Request", "Geolocation"], plan: "Business or above", replacedBy: ["ip.src.subdivision_2_iso_code"], usableIn: "request", source: SRC_CATALOG },
  { name: "ip.geoip.is_in_european_union", type: "Boolean", categories: ["Request", "Geolocation"], plan: "Business or above", replacedBy: ["ip.src.is_in_european_union"], usableIn: "request", source: SRC_CATALOG },
  { name: "cf.zone.plan", type: "String", categories: ["Request"], usableIn: "request", source: SRC_RULESETS_API },
  { name: "cf.zone.name", type: "String", categories: ["Request"], usableIn: "request", source: SRC_ZONE_NAME },
  { name: "http.request.jwt.claims", type: "Map<Array<String>>", categories: ["Request", "JWT validation"], plan: "Enterprise add-on", whereUsable: "needs paid add-on (API Shield JWT validation)", usableIn: "request", onlyInPhases: JWT_PHASES, source: SRC_JWT_CLAIMS },
  { name: "raw.http.request.headers", type: "Map<Array<String>>", categories: ["Request", "Headers", "Raw fields"], usableIn: "request", source: SRC_PRODUCT_PAGES },
  { name: "raw.http.request.headers.names", type: "Array<String>", categories: ["Request", "Headers", "Raw fields"], usableIn: "request", source: SRC_PRODUCT_PAGES },
  { name: "raw.http.request.headers.values", type: "Array<String>", categories: ["Request", "Headers", "Raw fields"], usableIn: "request", source: SRC_PRODUCT_PAGES },
  { name: "cf.edge.client_port", type: "Number", categories: ["Request"], usableIn: "request", source: SRC_PRODUCT_PAGES },
  { name: "cf.tls_client_ciphers_sha1", type: "String", categories: ["Request", "SSL/TLS"], usableIn: "request", source: SRC_PRODUCT_PAGES },
  { name: "cf.sequence.current_op", type: "String", categories: ["Request"], usableIn: "request", source: SRC_SEQUENCE },
  { name: "cf.sequence.previous_ops", type: "Array<String>", categories: ["Request"], usableIn: "request", source: SRC_SEQUENCE },
  { name: "cf.sequence.msec_since_op", type: "Map<Number>", categories: ["Request"], usableIn: "request", source: SRC_SEQUENCE },
  { name: "cf.fraud_detection.disposable_email", type: "Boolean", categories: ["Request"], plan: "Enterprise add-on", usableIn: "request", source: SRC_PRODUCT_PAGES },
  { name: "cf.fraud.email_risk", type: "String", categories: ["Request"], plan: "Enterprise add-on", usableIn: "request", source: SRC_PRODUCT_PAGES },
  { name: "cf.intel.ip.datasets", type: "Array<String>", categories: ["Request"], whereUsable: "needs threat intelligence detection", usableIn: "request", source: SRC_THREAT_INTEL },
  { name: "cf.intel.ip.target_industries", type: "Array<String>", categories: ["Request"], whereUsable: "needs threat intelligence detection", usableIn: "request", source: SRC_THREAT_INTEL },
  { name: "cf.intel.ip.attacker_names", type: "Array<String>", categories: ["Request"], whereUsable: "needs threat intelligence detection", usableIn: "request", source: SRC_THREAT_INTEL },
  { name: "cf.intel.ip.attacker_countries", type: "Array<String>", categories: ["Request"], whereUsable: "needs threat intelligence detection", usableIn: "request", source: SRC_THREAT_INTEL },
  { name: "cf.intel.ip.target_countries", type: "Array<String>", categories: ["Request"], whereUsable: "needs threat intelligence detection", usableIn: "request", source: SRC_THREAT_INTEL },
  { name: "cf.waf.signature.request.categories", type: "Array<String>", categories: ["Request"], whereUsable: "needs Attack Signature Detection (Early Access)", usableIn: "request", source: SRC_ATTACK_SIGNATURES },
  { name: "cf.waf.signature.request.confidence", type: "Array<String>", categories: ["Request"], whereUsable: "needs Attack Signature Detection (Early Access)", usableIn: "request", source: SRC_ATTACK_SIGNATURES },
  { name: "cf.waf.signature.request.refs", type: "Array<String>", categories: ["Request"], whereUsable: "needs Attack Signature Detection (Early Access)", usableIn: "request", source: SRC_ATTACK_SIGNATURES },
];

/** Packet fields of the network phases (32 rows of fields.tsv with category `Network`). */
export const NETWORK_FIELDS: readonly FieldInfo[] = [
  { name: "cf.colo.name", type: "String", categories: ["Network"], whereUsable: "Network Firewall (Magic Firewall) rules", usableIn: "network", source: SRC_MAGIC_FIREWALL },
  { name: "cf.colo.region", type: "String", categories: ["Network"], whereUsable: "Network Firewall (Magic Firewall) rules", usableIn: "network", source: SRC_MAGIC_FIREWALL },
  { name: "icmp", type: "String", categories: ["Network"], whereUsable: "Network Firewall (Magic Firewall) rules; raw ICMP packet bytes, for bit_slice()", usableIn: "network", source: SRC_MAGIC_FIREWALL },
  { name: "icmp.type", type: "Number", categories: ["Network"], whereUsable: "Network Firewall (Magic Firewall) rules; ICMP packets only", usableIn: "network", source: SRC_MAGIC_FIREWALL },
  { name: "icmp.code", type: "Number", categories: ["Network"], whereUsable: "Network Firewall (Magic Firewall) rules; ICMP packets only", usableIn: "network", source: SRC_MAGIC_FIREWALL },
  { name: "ip", type: "String", categories: ["Network"], whereUsable: "Network Firewall (Magic Firewall) rules; raw IP packet bytes, for bit_slice()", usableIn: "network", source: SRC_MAGIC_FIREWALL },
  { name: "ip.dst", type: "IP address", categories: ["Network"], whereUsable: "Network Firewall (Magic Firewall) rules", usableIn: "network", source: SRC_MAGIC_FIREWALL },
  { name: "ip.dst.country", type: "String", categories: ["Network"], whereUsable: "Network Firewall (Magic Firewall) rules", usableIn: "network", source: SRC_MAGIC_FIREWALL },
  { name: "ip.src.country", type: "String", categories: ["Network"], whereUsable: "Network Firewall (Magic Firewall) rules; HTTP field of same name is a separate row", usableIn: "network", source: SRC_MAGIC_FIREWALL },
  { name: "ip.hdr_len", type: "Number", categories: ["Network"], whereUsable: "Network Firewall (Magic Firewall) rules; IPv4 packets", usableIn: "network", source: SRC_MAGIC_FIREWALL },
  { name: "ip.len", type: "Number", categories: ["Network"], whereUsable: "Network Firewall (Magic Firewall) rules", usableIn: "network", source: SRC_MAGIC_FIREWALL },
  { name: "ip.opt.type", type: "Number", categories: ["Network"], whereUsable: "Network Firewall (Magic Firewall) rules; set only when IP options present", usableIn: "network", source: SRC_MAGIC_FIREWALL },
  { name: "ip.proto", type: "String", categories: ["Network"], whereUsable: "Network Firewall (Magic Firewall) rules", usableIn: "network", source: SRC_MAGIC_FIREWALL },
  { name: "ip.src", type: "IP address", categories: ["Network"], whereUsable: "Network Firewall (Magic Firewall) rules; HTTP field of same name is a separate row", usableIn: "network", source: SRC_MAGIC_FIREWALL },
  { name: "ip.ttl", type: "Number", categories: ["Network"], whereUsable: "Network Firewall (Magic Firewall) rules", usableIn: "network", source: SRC_MAGIC_FIREWALL },
  { name: "sip", type: "Boolean", categories: ["Network"], whereUsable: "Network Firewall (Magic Firewall) rules; UDP packets only; guard with ip.proto == \"udp\"", usableIn: "network", source: SRC_MAGIC_FIREWALL },
  { name: "tcp", type: "String", categories: ["Network"], whereUsable: "Network Firewall (Magic Firewall) rules; raw TCP packet bytes, for bit_slice()", usableIn: "network", source: SRC_MAGIC_FIREWALL },
  { name: "tcp.flags", type: "Number", categories: ["Network"], whereUsable: "Network Firewall (Magic Firewall) rules", usableIn: "network", source: SRC_MAGIC_FIREWALL },
  { name: "tcp.flags.ack", type: "Boolean", categories: ["Network"], whereUsable: "Network Firewall (Magic Firewall) rules", usableIn: "network", source: SRC_MAGIC_FIREWALL },
  { name: "tcp.flags.cwr", type: "Boolean", categories: ["Network"], whereUsable: "Network Firewall (Magic Firewall) rules", usableIn: "network", source: SRC_MAGIC_FIREWALL },
  { name: "tcp.flags.ecn", type: "Boolean", categories: ["Network"], whereUsable: "Network Firewall (Magic Firewall) rules", usableIn: "network", source: SRC_MAGIC_FIREWALL },
  { name: "tcp.flags.fin", type: "Boolean", categories: ["Network"], whereUsable: "Network Firewall (Magic Firewall) rules", usableIn: "network", source: SRC_MAGIC_FIREWALL },
  { name: "tcp.flags.push", type: "Boolean", categories: ["Network"], whereUsable: "Network Firewall (Magic Firewall) rules", usableIn: "network", source: SRC_MAGIC_FIREWALL },
  { name: "tcp.flags.reset", type: "Boolean", categories: ["Network"], whereUsable: "Network Firewall (Magic Firewall) rules", usableIn: "network", source: SRC_MAGIC_FIREWALL },
  { name: "tcp.flags.syn", type: "Boolean", categories: ["Network"], whereUsable: "Network Firewall (Magic Firewall) rules", usableIn: "network", source: SRC_MAGIC_FIREWALL },
  { name: "tcp.flags.urg", type: "Boolean", categories: ["Network"], whereUsable: "Network Firewall (Magic Firewall) rules", usableIn: "network", source: SRC_MAGIC_FIREWALL },
  { name: "tcp.srcport", type: "Number", categories: ["Network"], whereUsable: "Network Firewall (Magic Firewall) rules; TCP packets only", usableIn: "network", source: SRC_MAGIC_FIREWALL },
  { name: "tcp.dstport", type: "Number", categories: ["Network"], whereUsable: "Network Firewall (Magic Firewall) rules; TCP packets only", usableIn: "network", source: SRC_MAGIC_FIREWALL },
  { name: "udp", type: "String", categories: ["Network"], whereUsable: "Network Firewall (Magic Firewall) rules; raw UDP packet bytes, for bit_slice()", usableIn: "network", source: SRC_MAGIC_FIREWALL },
  { name: "udp.dstport", type: "Number", categories: ["Network"], whereUsable: "Network Firewall (Magic Firewall) rules; UDP packets only", usableIn: "network", source: SRC_MAGIC_FIREWALL },
  { name: "udp.srcport", type: "Number", categories: ["Network"], whereUsable: "Network Firewall (Magic Firewall) rules; UDP packets only", usableIn: "network", source: SRC_MAGIC_FIREWALL },
  { name: "ip.geoip.country", type: "String", categories: ["Network"], replacedBy: ["ip.src.country", "ip.dst.country"], whereUsable: "Network Firewall (Magic Firewall) rules; matches source or destination address", usableIn: "network", source: SRC_MAGIC_FIREWALL },
];

/**
 * What values a field can hold, where the sources say so. A literal outside
 * the domain makes a comparison constant (always true or always false).
 */
export type FieldDomain =
  | { readonly kind: 'int-range'; readonly min: number; readonly max: number; readonly note: string }
  | { readonly kind: 'enum'; readonly values: readonly string[]; readonly note: string }
  /** ISO 3166-1 alpha-2 country codes plus the special codes of countries.ts. */
  | { readonly kind: 'country' }
  | { readonly kind: 'continent' }
  /** Values are upper case (a lower-case literal never matches). */
  | { readonly kind: 'upper-case'; readonly note: string }
  /** Values are lower case (an upper-case literal never matches). */
  | { readonly kind: 'lower-case'; readonly note: string };

const SCORE_NOTE = '1..99, 100 = not scored (rules-language.md §9.5)';
const PORT_NOTE = 'a 16-bit port number (0..65535)';
const BYTE_NOTE = 'an 8-bit header field (0..255)';
const MAX_PORT = 65535;
const MAX_BYTE = 255;

export const FIELD_DOMAINS: ReadonlyMap<string, FieldDomain> = new Map<string, FieldDomain>([
  ['cf.waf.score', { kind: 'int-range', min: 1, max: 100, note: SCORE_NOTE }],
  ['cf.waf.score.sqli', { kind: 'int-range', min: 1, max: 100, note: SCORE_NOTE }],
  ['cf.waf.score.xss', { kind: 'int-range', min: 1, max: 100, note: SCORE_NOTE }],
  ['cf.waf.score.rce', { kind: 'int-range', min: 1, max: 100, note: SCORE_NOTE }],
  ['cf.bot_management.score', { kind: 'int-range', min: 1, max: 99, note: '1..99 (rules-language.md §9.5)' }],
  ['cf.edge.server_port', { kind: 'int-range', min: 1, max: MAX_PORT, note: '1..65535 (rules-language.md §9.5)' }],
  ['http.request.timestamp.msec', { kind: 'int-range', min: 0, max: 999, note: '0..999 (rules-language.md §9.1)' }],
  ['tcp.srcport', { kind: 'int-range', min: 0, max: MAX_PORT, note: PORT_NOTE }],
  ['tcp.dstport', { kind: 'int-range', min: 0, max: MAX_PORT, note: PORT_NOTE }],
  ['udp.srcport', { kind: 'int-range', min: 0, max: MAX_PORT, note: PORT_NOTE }],
  ['udp.dstport', { kind: 'int-range', min: 0, max: MAX_PORT, note: PORT_NOTE }],
  ['ip.ttl', { kind: 'int-range', min: 0, max: MAX_BYTE, note: BYTE_NOTE }],
  ['ip.opt.type', { kind: 'int-range', min: 0, max: MAX_BYTE, note: BYTE_NOTE }],
  ['icmp.type', { kind: 'int-range', min: 0, max: MAX_BYTE, note: BYTE_NOTE }],
  ['icmp.code', { kind: 'int-range', min: 0, max: MAX_BYTE, note: BYTE_NOTE }],
  ['tcp.flags', { kind: 'int-range', min: 0, max: MAX_BYTE, note: BYTE_NOTE }],
  ['ip.len', { kind: 'int-range', min: 0, max: MAX_PORT, note: 'the 16-bit IPv4 total length (0..65535)' }],
  ['cf.waf.score.class', { kind: 'enum', values: ['attack', 'likely_attack', 'likely_clean', 'clean'], note: 'rules-language.md §9.5' }],
  [
    'cf.response.error_type',
    {
      kind: 'enum',
      values: ['managed_challenge', 'iuam', 'legacy_challenge', 'ip_ban', 'waf', '5xx', '1xxx', 'always_online', 'country_challenge', 'ratelimit'],
      note: 'rules-language.md §9.6',
    },
  ],
  ['ip.src.country', { kind: 'country' }],
  ['ip.geoip.country', { kind: 'country' }],
  ['ip.dst.country', { kind: 'country' }],
  ['ip.src.continent', { kind: 'continent' }],
  ['ip.geoip.continent', { kind: 'continent' }],
  ['http.request.method', { kind: 'upper-case', note: 'request methods are upper case (rules-language.md §9.1)' }],
  ['http.request.uri.path.extension', { kind: 'lower-case', note: 'the extension is lower-cased (rules-language.md §9.1)' }],
  ['http.response.content_type.media_type', { kind: 'lower-case', note: 'the media type is lower-cased (rules-language.md §9.6)' }],
]);

/**
 * Map fields whose keys are lower-cased before matching: an index key with an
 * upper-case letter never matches (rules-language.md §9.1, §9.6, §13).
 */
export const LOWER_CASE_KEY_MAPS: readonly string[] = ['http.request.headers', 'http.response.headers'];
