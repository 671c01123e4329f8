# Cloudflare provider v5 — cache, redirects

locals {
  zone_id = "023e105f4ecef8ad9ca31a8372d0c353"
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
          mode    = "override_origin"
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
            expression = "concat(\"https://www.\", http.host, http.request.uri.path)"
          }
          preserve_query_string = true
        }
      }
    },
  ]
}
