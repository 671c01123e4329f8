# defect: line 24 expression/invalid-ip
# defect: line 71 schema/wrong-type
# Cloudflare provider v4 — custom, managed, cache

data "cloudflare_zone" "this" {
  name = "status.example.dev"
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
    expression  = "starts_with(http.request.uri.path, \"/internal/\") and http.request.method in {\"PUT\" \"DELETE\"}"
    action      = "challenge"
  }
  rules {
    ref         = "rule_1"
    description = "Custom rule 1"
    expression  = "ip.src eq 192.0.2.256"
    action      = "managed_challenge"
  }
  rules {
    ref         = "rule_2"
    description = "Custom rule 2"
    expression  = "http.host eq \"admin.example.com\" and not ip.src in {203.0.113.0/24}"
    action      = "block"
  }
}

resource "cloudflare_ruleset" "managed" {
  zone_id = data.cloudflare_zone.this.id
  name        = "Managed WAF"
  description = "Managed WAF managed by Terraform"
  kind        = "zone"
  phase       = "http_request_firewall_managed"
  rules {
    ref         = "cf_managed"
    description = "Cloudflare Managed Ruleset"
    expression  = "true"
    action      = "execute"
    action_parameters {
      id = "efb7b8c949ac4650a09736fc376e9aee"
      overrides {
        categories {
          category = "joomla"
          action   = "block"
          enabled  = true
        }
      }
    }
  }
  rules {
    ref         = "owasp"
    description = "OWASP core ruleset"
    expression  = "true"
    action      = "execute"
    action_parameters {
      id = "4814384a9e5d4991b9815dcfc25d2f1f"
      overrides {
        categories {
          category = "paranoia-level-3"
          enabled  = false
        }
        categories {
          category = "paranoia-level-4"
          enabled  = "nope"
        }
      }
    }
  }
}

resource "cloudflare_ruleset" "cache" {
  zone_id = data.cloudflare_zone.this.id
  name        = "Cache rules"
  description = "Cache rules managed by Terraform"
  kind        = "zone"
  phase       = "http_request_cache_settings"
  rules {
    ref         = "static"
    description = "Cache static files"
    expression  = "http.request.uri.path.extension in {\"css\" \"js\" \"png\" \"woff2\"}"
    action      = "set_cache_settings"
    action_parameters {
      cache = true
      edge_ttl {
        mode    = "override_origin"
        default = 3600
        status_code_ttl {
          status_code = 404
          value       = 60
        }
      }
      browser_ttl {
        mode = "respect_origin"
      }
    }
  }
}
