# Cloudflare provider v4 — redirects, logpush

data "cloudflare_zone" "this" {
  name = "shop.example.net"
}

variable "account_id" {
  type = string
}

resource "cloudflare_ruleset" "redirects" {
  zone_id = data.cloudflare_zone.this.id
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
          expression = "concat(\"https://www.\", http.host, http.request.uri.path)"
        }
        preserve_query_string = true
      }
    }
  }
}

resource "cloudflare_logpush_job" "http_logs" {
  zone_id          = data.cloudflare_zone.this.id
  name             = "http-logs"
  dataset          = "http_requests"
  enabled          = true
  destination_conf = "r2://edge-logs/{DATE}?account-id=${var.account_id}&access-key-id=${var.r2_key}&secret-access-key=${var.r2_secret}"
  filter           = <<-EOT
    {"where":{"and":[{"key":"ClientRequestHost","operator":"eq","value":"shop.example.net"},{"key":"ClientRequestPath","operator":"startsWith","value":"/api/"}]}}
  EOT
  output_options {
    field_names      = ["ClientIP", "ClientRequestHost", "ClientRequestPath", "EdgeResponseStatus", "EdgeStartTimestamp"]
    timestamp_format = "rfc3339"
    cve20214428      = true
  }
}
