# defect: line 67 logpush/filter-unknown-field
# defect: line 93 expression/unknown-field
# Cloudflare provider v4 — managed, logpush, custom

variable "zone_id" {
  description = "Zone to configure"
  type        = string
}

variable "account_id" {
  type = string
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
          category = "wordpress"
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

resource "cloudflare_logpush_job" "http_logs" {
  zone_id          = var.zone_id
  name             = "http-logs"
  dataset          = "http_requests"
  enabled          = true
  destination_conf = "gs://edge-logs-bucket/http/{DATE}"
  filter = jsonencode({
    where = {
      and = [
        { key = "ClientCountry", operator = "in", value = ["us", "ca"] },
        { key = "ClientRequestHots", operator = "eq", value = "shop.example.net" },
      ]
    }
  })
  output_options {
    field_names      = ["ClientIP", "ClientRequestHost", "ClientRequestPath", "EdgeResponseStatus", "EdgeStartTimestamp"]
    timestamp_format = "rfc3339"
    cve20214428      = true
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
    expression  = "http.user_agent contains \"sqlmap\" or http.user_agent contains \"nikto\""
    action      = "log"
  }
  rules {
    ref         = "rule_1"
    description = "Custom rule 1"
    expression  = "http.request.uri.pth contains \"/admin\""
    action      = "block"
  }
  rules {
    ref         = "rule_2"
    description = "Custom rule 2"
    expression  = "http.host eq \"admin.example.com\" and not ip.src in {203.0.113.0/24}"
    action      = "log"
  }
}
