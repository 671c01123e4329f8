# defect: line 68 expression/syntax
# defect: line 94 expression/unknown-field
# Cloudflare provider v4 — managed, custom, redirects

variable "zone_id" {
  description = "Zone to configure"
  type        = string
}

resource "cloudflare_ruleset" "managed" {
  zone_id = var.zone_id
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
          category = "drupal"
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
          enabled  = false
        }
      }
    }
  }
}

resource "cloudflare_ruleset" "custom" {
  zone_id = var.zone_id
  name        = "Custom firewall rules"
  description = "Custom firewall rules managed by Terraform"
  kind        = "zone"
  phase       = "http_request_firewall_custom"
  rules {
    ref         = "rule_0"
    description = "Custom rule 0"
    expression  = "starts_with(http.request.uri.path, \"/internal/\") and http.request.method in {\"PUT\" \"DELETE\"}"
    action      = "log"
  }
  rules {
    ref         = "rule_1"
    description = "Custom rule 1"
    expression  = "http.request.uri.path eq \"/login\" and (ip.src in {192.0.2.0/24}"
    action      = "challenge"
  }
  rules {
    ref         = "rule_2"
    description = "Custom rule 2"
    expression  = "http.user_agent contains \"sqlmap\" or http.user_agent contains \"nikto\""
    action      = "block"
  }
}

resource "cloudflare_ruleset" "redirects" {
  zone_id = var.zone_id
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
          expression = "concat(\"https://www.\", http.hots, http.request.uri.path)"
        }
        preserve_query_string = true
      }
    }
  }
}
