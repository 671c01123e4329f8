# Cloudflare provider v5 — redirects, custom, logpush

variable "account_id" {
  type = string
}

resource "cloudflare_ruleset" "redirects" {
  zone_id = "0da42c8d2132a9ddaf714f9e7c920711"
  name        = "Single redirects"
  description = "Single redirects managed by Terraform"
  kind        = "zone"
  phase       = "http_request_dynamic_redirect"
  rules = [
    {
      ref         = "to_www"
      description = "Redirect the apex to www"
      expression  = "not starts_with(http.host, \"www.\")"
      action      = "redirect"
      action_parameters = {
        from_value = {
          status_code = 301
          target_url = {
            expression = "concat(\"https://www.\", http.host, http.request.uri.path)"
          }
          preserve_query_string = true
        }
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
      expression  = "http.request.uri.path matches \"^/api/v[0-9]+/\" and http.request.method eq \"POST\""
      action      = "managed_challenge"
    },
    {
      ref         = "rule_1"
      description = "Custom rule 1"
      expression  = <<-EOT
        http.user_agent contains "sqlmap" or http.user_agent contains "nikto"
      EOT
      action      = "log"
    },
    {
      ref         = "rule_2"
      description = "Custom rule 2"
      expression  = "http.host eq \"admin.example.com\" and not ip.src in {203.0.113.0/24}"
      action      = "challenge"
    },
  ]
}

resource "cloudflare_logpush_job" "http_logs" {
  zone_id          = "0da42c8d2132a9ddaf714f9e7c920711"
  name             = "http-logs"
  dataset          = "http_requests"
  enabled          = true
  destination_conf = "gs://edge-logs-bucket/http/{DATE}"
  filter           = <<-EOT
    {"where":{"and":[{"key":"ClientCountry","operator":"in","value":["us","ca"]},{"key":"EdgeResponseStatus","operator":"geq","value":"500"}]}}
  EOT
  output_options = {
    field_names      = ["ClientIP", "ClientRequestHost", "ClientRequestPath", "EdgeResponseStatus", "EdgeStartTimestamp"]
    output_type      = "ndjson"
    timestamp_format = "rfc3339"
    cve_2021_44228   = true
  }
}
