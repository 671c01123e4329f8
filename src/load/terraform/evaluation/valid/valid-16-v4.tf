# Cloudflare provider v4 — ratelimit, logpush, origin

variable "zone_id" {
  description = "Zone to configure"
  type        = string
}

variable "account_id" {
  type = string
}

resource "cloudflare_ruleset" "ratelimit" {
  zone_id = var.zone_id
  name        = "Rate limiting"
  description = "Rate limiting managed by Terraform"
  kind        = "zone"
  phase       = "http_ratelimit"
  rules {
    ref         = "login"
    description = "Throttle logins"
    expression  = "http.request.uri.path eq \"/login\" and http.request.method eq \"POST\""
    action      = "block"
    ratelimit {
      characteristics     = ["cf.colo.id", "ip.src"]
      period              = 60
      requests_per_period = 20
      mitigation_timeout  = 600
      counting_expression = "http.response.code in {401 403}"
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
        { key = "ClientRequestHost", operator = "eq", value = "shop.example.net" },
      ]
    }
  })
  output_options {
    field_names      = ["ClientIP", "ClientRequestHost", "ClientRequestPath", "EdgeResponseStatus", "EdgeStartTimestamp"]
    timestamp_format = "rfc3339"
    cve20214428      = true
  }
}

resource "cloudflare_ruleset" "origin" {
  zone_id = var.zone_id
  name        = "Origin rules"
  description = "Origin rules managed by Terraform"
  kind        = "zone"
  phase       = "http_request_origin"
  rules {
    ref         = "backend"
    description = "Route the API to the backend"
    expression  = "http.request.uri.path wildcard \"/api/*\""
    action      = "route"
    action_parameters {
      host_header = "backend.internal.example.com"
      origin {
        host = "backend.internal.example.com"
        port = 8443
      }
    }
  }
}
