# defect: line 20 expression/invalid-regex
# defect: line 67 schema/out-of-range
# Cloudflare provider v5 — rewrite, ratelimit, origin

resource "cloudflare_ruleset" "rewrite" {
  zone_id = "9f1839b6152d298aca64c4e906b6d074"
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
            expression = "regex_replace(http.request.uri.path, \"^/old/(.*$\", \"/new/$${1}\")"
          }
        }
      }
    },
  ]
}

resource "cloudflare_ruleset" "ratelimit" {
  zone_id = "9f1839b6152d298aca64c4e906b6d074"
  name        = "Rate limiting"
  description = "Rate limiting managed by Terraform"
  kind        = "zone"
  phase       = "http_ratelimit"
  rules = [
    {
      ref         = "login"
      description = "Throttle logins"
      expression  = "http.request.uri.path eq \"/login\" and http.request.method eq \"POST\""
      action      = "block"
      ratelimit = {
        characteristics     = ["cf.colo.id", "ip.src"]
        period              = 60
        requests_per_period = 20
        mitigation_timeout  = 600
        counting_expression = "http.response.code in {401 403}"
      }
    },
  ]
}

resource "cloudflare_ruleset" "origin" {
  zone_id = "9f1839b6152d298aca64c4e906b6d074"
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
