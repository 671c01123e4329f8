# Cloudflare provider v5 — rewrite, logpush

variable "account_id" {
  type = string
}

resource "cloudflare_ruleset" "rewrite" {
  zone_id = "023e105f4ecef8ad9ca31a8372d0c353"
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
            expression = "regex_replace(http.request.uri.path, \"^/old/(.*)$\", \"/new/$${1}\")"
          }
        }
      }
    },
  ]
}

resource "cloudflare_logpush_job" "http_logs" {
  zone_id          = "023e105f4ecef8ad9ca31a8372d0c353"
  name             = "http-logs"
  dataset          = "http_requests"
  enabled          = true
  destination_conf = "r2://edge-logs/{DATE}?account-id=${var.account_id}&access-key-id=${var.r2_key}&secret-access-key=${var.r2_secret}"
  filter = jsonencode({
    where = {
      and = [
        { key = "EdgeResponseStatus", operator = "geq", value = "500" },
        { key = "ClientRequestPath", operator = "startsWith", value = "/api/" },
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
