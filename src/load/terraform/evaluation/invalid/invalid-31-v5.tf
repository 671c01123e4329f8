# defect: line 27 schema/invalid-value
# defect: line 68 logpush/filter-operator
# Cloudflare provider v5 — redirects, origin, logpush

locals {
  zone_id = "023e105f4ecef8ad9ca31a8372d0c353"
}

variable "account_id" {
  type = string
}

resource "cloudflare_ruleset" "redirects" {
  zone_id = local.zone_id
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
          status_code = 299
          target_url = {
            expression = "concat(\"https://www.\", http.host, http.request.uri.path)"
          }
          preserve_query_string = true
        }
      }
    },
  ]
}

resource "cloudflare_ruleset" "origin" {
  zone_id = local.zone_id
  name        = "Origin rules"
  description = "Origin rules managed by Terraform"
  kind        = "zone"
  phase       = "http_request_origin"
  rules = [
    {
      ref         = "backend"
      description = "Route the API to the backend"
      expression  = "http.request.uri.path wildcard \"/api/*\""
      action      = "route"
      action_parameters = {
        host_header = "backend.internal.example.com"
        origin = {
          host = "backend.internal.example.com"
          port = 8443
        }
      }
    },
  ]
}

resource "cloudflare_logpush_job" "http_logs" {
  zone_id          = local.zone_id
  name             = "http-logs"
  dataset          = "http_requests"
  enabled          = true
  destination_conf = "gs://edge-logs-bucket/http/{DATE}"
  filter           = <<-EOT
    {"where":{"and":[{"key":"EdgeResponseStatus","operator":"geq","value":"500"},{"key":"EdgeResponseStatus","operator":"gte","value":"500"}]}}
  EOT
  output_options = {
    field_names      = ["ClientIP", "ClientRequestHost", "ClientRequestPath", "EdgeResponseStatus", "EdgeStartTimestamp"]
    output_type      = "ndjson"
    timestamp_format = "rfc3339"
    cve_2021_44228   = true
  }
}
