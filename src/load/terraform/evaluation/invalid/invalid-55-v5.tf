# defect: line 28 schema/invalid-value
# defect: line 86 schema/wrong-type
# Cloudflare provider v5 — cache, logpush, managed

locals {
  zone_id = "9f1839b6152d298aca64c4e906b6d074"
}

variable "account_id" {
  type = string
}

resource "cloudflare_ruleset" "cache" {
  zone_id = local.zone_id
  name        = "Cache rules"
  description = "Cache rules managed by Terraform"
  kind        = "zone"
  phase       = "http_request_cache_settings"
  rules = [
    {
      ref         = "static"
      description = "Cache static files"
      expression  = "http.request.uri.path.extension in {\"css\" \"js\" \"png\" \"woff2\"}"
      action      = "set_cache_settings"
      action_parameters = {
        cache = true
        edge_ttl = {
          mode    = "override"
          default = 3600
          status_code_ttl = [{ status_code = 404, value = 60 }]
        }
        browser_ttl = {
          mode = "respect_origin"
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
  filter           = <<-EOT
    {"where":{"and":[{"key":"EdgeResponseStatus","operator":"geq","value":"500"},{"key":"ClientRequestHost","operator":"eq","value":"shop.example.net"}]}}
  EOT
  output_options = {
    field_names      = ["ClientIP", "ClientRequestHost", "ClientRequestPath", "EdgeResponseStatus", "EdgeStartTimestamp"]
    output_type      = "ndjson"
    timestamp_format = "rfc3339"
    cve_2021_44228   = true
  }
}

resource "cloudflare_ruleset" "managed" {
  zone_id = local.zone_id
  name        = "Managed WAF"
  description = "Managed WAF managed by Terraform"
  kind        = "zone"
  phase       = "http_request_firewall_managed"
  rules = [
    {
      ref         = "cf_managed"
      description = "Cloudflare Managed Ruleset"
      expression  = "true"
      action      = "execute"
      action_parameters = {
        id = "efb7b8c949ac4650a09736fc376e9aee"
        overrides = {
          categories = [{ category = "drupal", action = "block", enabled = true }]
        }
      }
    },
    {
      ref         = "owasp"
      description = "OWASP core ruleset"
      expression  = "true"
      action      = "execute"
      action_parameters = {
        id = "4814384a9e5d4991b9815dcfc25d2f1f"
        overrides = {
          categories = [
            { category = "paranoia-level-3", enabled = false },
            { category = "paranoia-level-4", enabled = "nope" },
          ]
        }
      }
    },
  ]
}
