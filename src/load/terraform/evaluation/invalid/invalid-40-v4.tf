# defect: line 29 expression/unknown-field
# defect: line 53 expression/unknown-field
# Cloudflare provider v4 — redirects, custom, logpush

variable "zone_id" {
  description = "Zone to configure"
  type        = string
}

variable "account_id" {
  type = string
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
      http.request.uri.pth contains "/admin"
    EOT
    action      = "managed_challenge"
  }
  rules {
    ref         = "rule_2"
    description = "Custom rule 2"
    expression  = "cf.threat_score gt 30 and not ip.src in {192.0.2.0/24 198.51.100.0/24}"
    action      = "log"
  }
}

resource "cloudflare_logpush_job" "http_logs" {
  zone_id          = var.zone_id
  name             = "http-logs"
  dataset          = "http_requests"
  enabled          = true
  destination_conf = "gs://edge-logs-bucket/http/{DATE}"
  filter           = <<-EOT
    {"where":{"and":[{"key":"ClientRequestHost","operator":"eq","value":"shop.example.net"},{"key":"ClientCountry","operator":"in","value":["us","ca"]}]}}
  EOT
  output_options {
    field_names      = ["ClientIP", "ClientRequestHost", "ClientRequestPath", "EdgeResponseStatus", "EdgeStartTimestamp"]
    timestamp_format = "rfc3339"
    cve20214428      = true
  }
}
