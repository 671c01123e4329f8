# Cache rules in provider v4 style, with a custom cache key.
variable "zone_id" { type = string }

resource "cloudflare_ruleset" "cache" {
  zone_id     = var.zone_id
  name        = "Cache settings"
  description = "Set cache settings for static content and the API"
  kind        = "zone"
  phase       = "http_request_cache_settings"

  rules {
    action = "set_cache_settings"
    action_parameters {
      cache = true
      edge_ttl {
        mode    = "override_origin"
        default = 86400
        status_code_ttl {
          status_code_range {
            from = 400
            to   = 499
          }
          value = 30
        }
      }
      browser_ttl {
        mode    = "override_origin"
        default = 3600
      }
      cache_key {
        ignore_query_strings_order = true
        custom_key {
          query_string {
            exclude = ["utm_source", "utm_medium", "utm_campaign"]
          }
          header {
            include        = ["accept-language"]
            check_presence = ["x-mobile"]
          }
          host {
            resolved = true
          }
        }
      }
      serve_stale {
        disable_stale_while_updating = true
      }
    }
    expression  = "(http.request.uri.path.extension in {\"js\" \"css\" \"svg\"})"
    description = "Cache static assets for a day"
    enabled     = true
  }

  rules {
    action = "set_cache_settings"
    action_parameters {
      cache = false
    }
    expression  = "starts_with(http.request.uri.path, \"/api/\")"
    description = "Never cache the API"
    enabled     = true
  }
}
