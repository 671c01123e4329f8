# Cloudflare provider v4 — cache, logpush

data "cloudflare_zone" "this" {
  name = "example.com"
}

variable "account_id" {
  type = string
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

resource "cloudflare_logpush_job" "http_logs" {
  zone_id          = data.cloudflare_zone.this.id
  name             = "http-logs"
  dataset          = "http_requests"
  enabled          = true
  destination_conf = "gs://edge-logs-bucket/http/{DATE}"
  filter = jsonencode({
    where = {
      and = [
        { key = "ClientRequestPath", operator = "startsWith", value = "/api/" },
        { key = "EdgeResponseStatus", operator = "geq", value = "500" },
      ]
    }
  })
  output_options {
    field_names      = ["ClientIP", "ClientRequestHost", "ClientRequestPath", "EdgeResponseStatus", "EdgeStartTimestamp"]
    timestamp_format = "rfc3339"
    cve20214428      = true
  }
}
