# Cloudflare provider v5 — ratelimit, custom

resource "cloudflare_ruleset" "ratelimit" {
  zone_id = "0da42c8d2132a9ddaf714f9e7c920711"
  name        = "Rate limiting"
  description = "Rate limiting managed by Terraform"
  kind        = "zone"
  phase       = "http_ratelimit"
  rules = [
    {
      ref         = "login"
      description = "Throttle logins"
      expression  = "http.request.uri.path eq \"/login\" and http.request.method eq \"POST\""
      action      = "block"
      ratelimit = {
        characteristics     = ["cf.colo.id", "ip.src"]
        period              = 60
        requests_per_period = 20
        mitigation_timeout  = 600
        counting_expression = "http.response.code in {401 403}"
      }
    },
  ]
}

resource "cloudflare_ruleset" "custom" {
  zone_id = "0da42c8d2132a9ddaf714f9e7c920711"
  name        = "Custom firewall rules"
  description = "Custom firewall rules managed by Terraform"
  kind        = "zone"
  phase       = "http_request_firewall_custom"
  rules = [
    {
      ref         = "rule_0"
      description = "Custom rule 0"
      expression  = "cf.threat_score gt 30 and not ip.src in {192.0.2.0/24 198.51.100.0/24}"
      action      = "log"
    },
    {
      ref         = "rule_1"
      description = "Custom rule 1"
      expression  = "http.host eq \"admin.example.com\" and not ip.src in {203.0.113.0/24}"
      action      = "block"
    },
    {
      ref         = "rule_2"
      description = "Custom rule 2"
      expression  = "starts_with(http.request.uri.path, \"/internal/\") and http.request.method in {\"PUT\" \"DELETE\"}"
      action      = "challenge"
    },
  ]
}
