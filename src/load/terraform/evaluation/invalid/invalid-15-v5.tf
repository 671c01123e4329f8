# defect: line 23 schema/invalid-value
# defect: line 49 schema/invalid-value
# Cloudflare provider v5 — redirects, cache, dynamic

locals {
  zone_id = "023e105f4ecef8ad9ca31a8372d0c353"
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
          status_code = 299
          target_url = {
            expression = "concat(\"https://www.\", http.host, http.request.uri.path)"
          }
          preserve_query_string = true
        }
      }
    },
  ]
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

locals {
  geo_rules = {
    embargo = { expression = "ip.src.country in {\"CU\" \"IR\" \"KP\"}", action = "block" }
    scanners = { expression = "http.user_agent contains \"masscan\"", action = "block" }
  }
}

resource "cloudflare_ruleset" "geo" {
  zone_id = local.zone_id
  name    = "Generated rules"
  kind    = "zone"
  phase   = "http_request_firewall_custom"
  rules = concat(
    [for name, r in local.geo_rules : { ref = name, description = "Generated rule ${name}", expression = r.expression, action = r.action }],
    [{ ref = "health", expression = "http.request.uri.path eq \"/health\" and ip.src in {10.0.0.0/8}", action = "skip", action_parameters = { ruleset = "current" } }],
  )
}
