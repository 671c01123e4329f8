# defect: line 50 expression/invalid-regex
# defect: line 75 schema/invalid-value
# Cloudflare provider v4 — transform, custom, cache

variable "zone_id" {
  description = "Zone to configure"
  type        = string
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
        operation  = "set"
        expression = "ip.src.country"
      }
      headers {
        name      = "X-Powered-By"
        operation = "remove"
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
    expression  = "cf.threat_score gt 30 and not ip.src in {192.0.2.0/24 198.51.100.0/24}"
    action      = "managed_challenge"
  }
  rules {
    ref         = "rule_1"
    description = "Custom rule 1"
    expression  = "http.request.uri.path matches \"^/(api|v1\""
    action      = "log"
  }
  rules {
    ref         = "rule_2"
    description = "Custom rule 2"
    expression  = "http.host eq \"admin.example.com\" and not ip.src in {203.0.113.0/24}"
    action      = "challenge"
  }
}

resource "cloudflare_ruleset" "cache" {
  zone_id = var.zone_id
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
        mode    = "override"
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
