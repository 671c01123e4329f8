# defect: line 43 schema/out-of-range
# Cloudflare provider v5 — rewrite, origin

resource "cloudflare_ruleset" "rewrite" {
  zone_id = "023e105f4ecef8ad9ca31a8372d0c353"
  name        = "URL rewrites"
  description = "URL rewrites managed by Terraform"
  kind        = "zone"
  phase       = "http_request_transform"
  rules = [
    {
      ref         = "old_paths"
      description = "Rewrite old paths"
      expression  = "starts_with(http.request.uri.path, \"/old/\")"
      action      = "rewrite"
      action_parameters = {
        uri = {
          path = {
            expression = "regex_replace(http.request.uri.path, \"^/old/(.*)$\", \"/new/$${1}\")"
          }
        }
      }
    },
  ]
}

resource "cloudflare_ruleset" "origin" {
  zone_id = "023e105f4ecef8ad9ca31a8372d0c353"
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
          port = 70000
        }
      }
    },
  ]
}
