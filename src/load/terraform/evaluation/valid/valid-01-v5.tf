# Cloudflare provider v5 — dynamic, logpush, transform

variable "account_id" {
  type = string
}

locals {
  geo_rules = {
    embargo = { expression = "ip.src.country in {\"CU\" \"IR\" \"KP\"}", action = "block" }
    scanners = { expression = "http.user_agent contains \"masscan\"", action = "block" }
  }
}

resource "cloudflare_ruleset" "geo" {
  zone_id = "9f1839b6152d298aca64c4e906b6d074"
  name    = "Generated rules"
  kind    = "zone"
  phase   = "http_request_firewall_custom"
  rules = concat(
    [for name, r in local.geo_rules : { ref = name, description = "Generated rule ${name}", expression = r.expression, action = r.action }],
    [{ ref = "health", expression = "http.request.uri.path eq \"/health\" and ip.src in {10.0.0.0/8}", action = "skip", action_parameters = { ruleset = "current" } }],
  )
}

resource "cloudflare_logpush_job" "http_logs" {
  zone_id          = "9f1839b6152d298aca64c4e906b6d074"
  name             = "http-logs"
  dataset          = "http_requests"
  enabled          = true
  destination_conf = "r2://edge-logs/{DATE}?account-id=${var.account_id}&access-key-id=${var.r2_key}&secret-access-key=${var.r2_secret}"
  filter = jsonencode({
    where = {
      and = [
        { key = "ClientRequestPath", operator = "startsWith", value = "/api/" },
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

resource "cloudflare_ruleset" "transform" {
  zone_id = "9f1839b6152d298aca64c4e906b6d074"
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
            operation  = "set"
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
