# defect: line 34 schema/wrong-type
# defect: line 56 schema/invalid-value
# Cloudflare provider v5 — managed, redirects, origin

resource "cloudflare_ruleset" "managed" {
  zone_id = "0da42c8d2132a9ddaf714f9e7c920711"
  name        = "Managed WAF"
  description = "Managed WAF managed by Terraform"
  kind        = "zone"
  phase       = "http_request_firewall_managed"
  rules = [
    {
      ref         = "cf_managed"
      description = "Cloudflare Managed Ruleset"
      expression  = "true"
      action      = "execute"
      action_parameters = {
        id = "efb7b8c949ac4650a09736fc376e9aee"
        overrides = {
          categories = [{ category = "drupal", action = "block", enabled = true }]
        }
      }
    },
    {
      ref         = "owasp"
      description = "OWASP core ruleset"
      expression  = "true"
      action      = "execute"
      action_parameters = {
        id = "4814384a9e5d4991b9815dcfc25d2f1f"
        overrides = {
          categories = [
            { category = "paranoia-level-3", enabled = false },
            { category = "paranoia-level-4", enabled = "nope" },
          ]
        }
      }
    },
  ]
}

resource "cloudflare_ruleset" "redirects" {
  zone_id = "0da42c8d2132a9ddaf714f9e7c920711"
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
