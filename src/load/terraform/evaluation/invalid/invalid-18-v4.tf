# defect: line 46 expression/literal-type
# Cloudflare provider v4 — redirects, custom

data "cloudflare_zone" "this" {
  name = "docs.example.org"
}

resource "cloudflare_ruleset" "redirects" {
  zone_id = data.cloudflare_zone.this.id
  name        = "Single redirects"
  description = "Single redirects managed by Terraform"
  kind        = "zone"
  phase       = "http_request_dynamic_redirect"
  rules {
    ref         = "to_www"
    description = "Redirect the apex to www"
    expression  = "not starts_with(http.host, \"www.\")"
    action      = "redirect"
    action_parameters {
      from_value {
        status_code = 301
        target_url {
          expression = "concat(\"https://www.\", http.host, http.request.uri.path)"
        }
        preserve_query_string = true
      }
    }
  }
}

resource "cloudflare_ruleset" "custom" {
  zone_id = data.cloudflare_zone.this.id
  name        = "Custom firewall rules"
  description = "Custom firewall rules managed by Terraform"
  kind        = "zone"
  phase       = "http_request_firewall_custom"
  rules {
    ref         = "rule_0"
    description = "Custom rule 0"
    expression  = "cf.threat_score gt 30 and not ip.src in {192.0.2.0/24 198.51.100.0/24}"
    action      = "managed_challenge"
  }
  rules {
    ref         = "rule_1"
    description = "Custom rule 1"
    expression  = "http.request.uri.query contains \"id=\" and http.cookie eq 1"
    action      = "managed_challenge"
  }
  rules {
    ref         = "rule_2"
    description = "Custom rule 2"
    expression  = "http.request.uri.path matches \"^/api/v[0-9]+/\" and http.request.method eq \"POST\""
    action      = "block"
  }
}
