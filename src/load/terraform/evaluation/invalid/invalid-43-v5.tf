# defect: line 27 schema/invalid-value
# Cloudflare provider v5 — transform, logpush

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
  destination_conf = "r2://edge-logs/{DATE}?account-id=${var.account_id}&access-key-id=${var.r2_key}&secret-access-key=${var.r2_secret}"
  filter           = <<-EOT
    {"where":{"and":[{"key":"EdgeResponseStatus","operator":"geq","value":"500"},{"key":"ClientRequestPath","operator":"startsWith","value":"/api/"}]}}
  EOT
  output_options = {
    field_names      = ["ClientIP", "ClientRequestHost", "ClientRequestPath", "EdgeResponseStatus", "EdgeStartTimestamp"]
    output_type      = "ndjson"
    timestamp_format = "rfc3339"
    cve_2021_44228   = true
  }
}
