# defect: line 26 expression/invalid-regex
# defect: line 95 schema/invalid-value
# Cloudflare provider v4 — custom, managed, transform

variable "zone_id" {
  description = "Zone to configure"
  type        = string
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
    expression  = "http.user_agent contains \"sqlmap\" or http.user_agent contains \"nikto\""
    action      = "challenge"
  }
  rules {
    ref         = "rule_1"
    description = "Custom rule 1"
    expression  = <<-EOT
      http.request.uri.path matches "^/(api|v1"
    EOT
    action      = "managed_challenge"
  }
  rules {
    ref         = "rule_2"
    description = "Custom rule 2"
    expression  = "cf.threat_score gt 30 and not ip.src in {192.0.2.0/24 198.51.100.0/24}"
    action      = "block"
  }
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

resource "cloudflare_ruleset" "transform" {
  zone_id = var.zone_id
  name        = "Request headers"
  description = "Request headers managed by Terraform"
  kind        = "zone"
  phase       = "http_request_late_transform"
  rules {
    ref         = "client_headers"
    description = "Headers for the origin"
    expression  = "true"
    action      = "rewrite"
    action_parameters {
      headers {
        name       = "X-Client-Country"
        operation  = "replace"
        expression = "ip.src.country"
      }
      headers {
        name      = "X-Powered-By"
        operation = "remove"
      }
    }
  }
}
