# Cloudflare provider v4 — origin

data "cloudflare_zone" "this" {
  name = "api.example.io"
}

resource "cloudflare_ruleset" "origin" {
  zone_id = data.cloudflare_zone.this.id
  name        = "Origin rules"
  description = "Origin rules managed by Terraform"
  kind        = "zone"
  phase       = "http_request_origin"
  rules {
    ref         = "backend"
    description = "Route the API to the backend"
    expression  = "http.request.uri.path wildcard \"/api/*\""
    action      = "route"
    action_parameters {
      host_header = "backend.internal.example.com"
      origin {
        host = "backend.internal.example.com"
        port = 8443
      }
    }
  }
}
