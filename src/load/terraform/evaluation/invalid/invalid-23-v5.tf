# defect: line 29 expression/unknown-field
# defect: line 56 expression/list-kind
# Cloudflare provider v5 — redirects, lists, logpush

locals {
  zone_id = "9f1839b6152d298aca64c4e906b6d074"
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
          status_code = 301
          target_url = {
            expression = "concat(\"https://www.\", http.hots, http.request.uri.path)"
          }
          preserve_query_string = true
        }
      }
    },
  ]
}

resource "cloudflare_list" "office" {
  account_id  = var.account_id
  name        = "office_networks"
  kind        = "ip"
  description = "Office egress ranges"
  items = [
    { ip = "192.0.2.0/24", comment = "HQ" },
    { ip = "198.51.100.17", comment = "VPN" },
  ]
}

resource "cloudflare_ruleset" "account_custom" {
  account_id = var.account_id
  name       = "Account custom rules"
  kind       = "custom"
  phase      = "http_request_firewall_custom"
  rules = [{
    ref        = "office_only_admin"
    expression = "http.host in $office_networks"
    action     = "block"
  }]
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
