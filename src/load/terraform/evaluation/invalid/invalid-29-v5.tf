# defect: line 38 schema/invalid-value
# defect: line 65 schema/invalid-value
# Cloudflare provider v5 — dynamic, cache, transform

locals {
  geo_rules = {
    embargo = { expression = "ip.src.country in {\"CU\" \"IR\" \"KP\"}", action = "block" }
    scanners = { expression = "http.user_agent contains \"masscan\"", action = "block" }
  }
}

resource "cloudflare_ruleset" "geo" {
  zone_id = "023e105f4ecef8ad9ca31a8372d0c353"
  name    = "Generated rules"
  kind    = "zone"
  phase   = "http_request_firewall_custom"
  rules = concat(
    [for name, r in local.geo_rules : { ref = name, description = "Generated rule ${name}", expression = r.expression, action = r.action }],
    [{ ref = "health", expression = "http.request.uri.path eq \"/health\" and ip.src in {10.0.0.0/8}", action = "skip", action_parameters = { ruleset = "current" } }],
  )
}

resource "cloudflare_ruleset" "cache" {
  zone_id = "023e105f4ecef8ad9ca31a8372d0c353"
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

resource "cloudflare_ruleset" "transform" {
  zone_id = "023e105f4ecef8ad9ca31a8372d0c353"
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
