# defect: line 28 expression/unknown-function
# defect: line 52 expression/literal-type
# Cloudflare provider v5 — rewrite, custom, logpush

locals {
  zone_id = "0da42c8d2132a9ddaf714f9e7c920711"
}

variable "account_id" {
  type = string
}

resource "cloudflare_ruleset" "rewrite" {
  zone_id = local.zone_id
  name        = "URL rewrites"
  description = "URL rewrites managed by Terraform"
  kind        = "zone"
  phase       = "http_request_transform"
  rules = [
    {
      ref         = "old_paths"
      description = "Rewrite old paths"
      expression  = "starts_with(http.request.uri.path, \"/old/\")"
      action      = "rewrite"
      action_parameters = {
        uri = {
          path = {
            expression = "lowercase(http.request.uri.path)"
          }
        }
      }
    },
  ]
}

resource "cloudflare_ruleset" "custom" {
  zone_id = local.zone_id
  name        = "Custom firewall rules"
  description = "Custom firewall rules managed by Terraform"
  kind        = "zone"
  phase       = "http_request_firewall_custom"
  rules = [
    {
      ref         = "rule_0"
      description = "Custom rule 0"
      expression  = "http.user_agent contains \"sqlmap\" or http.user_agent contains \"nikto\""
      action      = "block"
    },
    {
      ref         = "rule_1"
      description = "Custom rule 1"
      expression  = "cf.threat_score gt \"30\""
      action      = "managed_challenge"
    },
    {
      ref         = "rule_2"
      description = "Custom rule 2"
      expression  = "http.host eq \"admin.example.com\" and not ip.src in {203.0.113.0/24}"
      action      = "log"
    },
  ]
}

resource "cloudflare_logpush_job" "http_logs" {
  zone_id          = local.zone_id
  name             = "http-logs"
  dataset          = "http_requests"
  enabled          = true
  destination_conf = "s3://edge-logs/http/{DATE}?region=eu-west-1"
  filter = jsonencode({
    where = {
      and = [
        { key = "EdgeResponseStatus", operator = "geq", value = "500" },
        { key = "ClientRequestHost", operator = "eq", value = "shop.example.net" },
      ]
    }
  })
  output_options = {
    field_names      = ["ClientIP", "ClientRequestHost", "ClientRequestPath", "EdgeResponseStatus", "EdgeStartTimestamp"]
    output_type      = "ndjson"
    timestamp_format = "rfc3339"
    cve_2021_44228   = true
  }
}
