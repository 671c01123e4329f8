# Cloudflare provider v4 — cache, logpush, transform

variable "zone_id" {
  description = "Zone to configure"
  type        = string
}

variable "account_id" {
  type = string
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
  zone_id          = var.zone_id
  name             = "http-logs"
  dataset          = "http_requests"
  enabled          = true
  destination_conf = "r2://edge-logs/{DATE}?account-id=${var.account_id}&access-key-id=${var.r2_key}&secret-access-key=${var.r2_secret}"
  filter           = <<-EOT
    {"where":{"and":[{"key":"ClientRequestPath","operator":"startsWith","value":"/api/"},{"key":"ClientRequestHost","operator":"eq","value":"shop.example.net"}]}}
  EOT
  output_options {
    field_names      = ["ClientIP", "ClientRequestHost", "ClientRequestPath", "EdgeResponseStatus", "EdgeStartTimestamp"]
    timestamp_format = "rfc3339"
    cve20214428      = true
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
