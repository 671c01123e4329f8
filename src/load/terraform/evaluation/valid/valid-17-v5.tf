# Cloudflare provider v5 — origin, dynamic

resource "cloudflare_ruleset" "origin" {
  zone_id = "0da42c8d2132a9ddaf714f9e7c920711"
  name        = "Origin rules"
  description = "Origin rules managed by Terraform"
  kind        = "zone"
  phase       = "http_request_origin"
  rules = [
    {
      ref         = "backend"
      description = "Route the API to the backend"
      expression  = "http.request.uri.path wildcard \"/api/*\""
      action      = "route"
      action_parameters = {
        host_header = "backend.internal.example.com"
        origin = {
          host = "backend.internal.example.com"
          port = 8443
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
  zone_id = "0da42c8d2132a9ddaf714f9e7c920711"
  name    = "Generated rules"
  kind    = "zone"
  phase   = "http_request_firewall_custom"
  rules = concat(
    [for name, r in local.geo_rules : { ref = name, description = "Generated rule ${name}", expression = r.expression, action = r.action }],
    [{ ref = "health", expression = "http.request.uri.path eq \"/health\" and ip.src in {10.0.0.0/8}", action = "skip", action_parameters = { ruleset = "current" } }],
  )
}
