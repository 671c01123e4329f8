# defect: line 16 expression/unknown-field
# defect: line 36 schema/invalid-value
# Literal values inside resources with for_each are still checked.
locals {
  sites = toset(["shop", "blog"])
}

resource "cloudflare_ruleset" "per_site" {
  for_each = local.sites
  zone_id  = var.zone_id
  name     = "Rules for ${each.key}"
  kind     = "zone"
  phase    = "http_request_firewall_custom"
  rules = [{
    ref        = "block_${each.key}_scanners"
    expression = "http.host eq \"${each.key}.example.com\" and http.user_agen contains \"zgrab\""
    action     = "block"
  }]
}

resource "cloudflare_ruleset" "late_headers" {
  for_each = local.sites
  zone_id  = var.zone_id
  name     = "Headers for ${each.key}"
  kind     = "zone"
  phase    = "http_request_late_transform"
  rules = [{
    ref        = "site_header"
    expression = "true"
    action     = "rewrite"
    action_parameters = {
      headers = {
        "X-Site" = {
          operation = "set"
          value     = each.key
          operation = "append"
        }
      }
    }
  }]
}
