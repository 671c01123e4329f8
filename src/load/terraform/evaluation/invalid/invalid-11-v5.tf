# defect: line 28 schema/invalid-value
# defect: line 50 logpush/filter-unknown-field
# Cloudflare provider v5 — transform, logpush, origin

locals {
  zone_id = "023e105f4ecef8ad9ca31a8372d0c353"
}

variable "account_id" {
  type = string
}

resource "cloudflare_ruleset" "transform" {
  zone_id = local.zone_id
  name        = "Request headers"
  description = "Request headers managed by Terraform"
  kind        = "zone"
  phase       = "http_request_late_transform"
  rules = [
    {
      ref         = "client_headers"
      description = "Headers for the origin"
      expression  = "true"
      action      = "rewrite"
      action_parameters = {
        headers = {
          "X-Client-Country" = {
            operation  = "replace"
            expression = "ip.src.country"
          }
          "X-Powered-By" = {
            operation = "remove"
          }
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
  destination_conf = "s3://edge-logs/http/{DATE}?region=eu-west-1"
  filter = jsonencode({
    where = {
      and = [
        { key = "EdgeResponseStatus", operator = "geq", value = "500" },
        { key = "ClientRequestHots", operator = "eq", value = "shop.example.net" },
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
