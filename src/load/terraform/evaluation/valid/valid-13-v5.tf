# Cloudflare provider v5 — cache

resource "cloudflare_ruleset" "cache" {
  zone_id = "9f1839b6152d298aca64c4e906b6d074"
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
