# One set of rules per zone, zones from a map.
locals {
  zones = {
    "example.com"      = { id = "023e105f4ecef8ad9ca31a8372d0c353", waf = true }
    "shop.example.net" = { id = "9f1839b6152d298aca64c4e906b6d074", waf = false }
  }
}

resource "cloudflare_ruleset" "security_headers" {
  for_each = local.zones
  zone_id  = each.value.id
  name     = "Security headers for ${each.key}"
  kind     = "zone"
  phase    = "http_response_headers_transform"

  rules {
    ref         = "hsts"
    description = "HSTS on ${each.key}"
    expression  = "http.host eq \"${each.key}\""
    action      = "rewrite"
    action_parameters {
      headers {
        name      = "Strict-Transport-Security"
        operation = "set"
        value     = "max-age=63072000; includeSubDomains; preload"
      }
      headers {
        name      = "X-Content-Type-Options"
        operation = "set"
        value     = "nosniff"
      }
    }
  }
}

resource "cloudflare_ruleset" "waf" {
  for_each = { for name, zone in local.zones : name => zone if zone.waf }
  zone_id  = each.value.id
  name     = "Managed WAF"
  kind     = "zone"
  phase    = "http_request_firewall_managed"

  rules {
    ref        = "managed"
    expression = "true"
    action     = "execute"
    action_parameters {
      id = "efb7b8c949ac4650a09736fc376e9aee"
    }
  }
}
