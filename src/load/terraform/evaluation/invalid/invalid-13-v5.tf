# defect: line 20 expression/invalid-regex
# defect: line 45 expression/unknown-field
# Cloudflare provider v5 — rewrite, ratelimit, managed

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
            expression = "regex_replace(http.request.uri.path, \"^/old/(.*$\", \"/new/$${1}\")"
          }
        }
      }
    },
  ]
}

resource "cloudflare_ruleset" "ratelimit" {
  zone_id = "023e105f4ecef8ad9ca31a8372d0c353"
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
        counting_expression = "http.response.cod in {401 403}"
      }
    },
  ]
}

resource "cloudflare_ruleset" "managed" {
  zone_id = "023e105f4ecef8ad9ca31a8372d0c353"
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
            { category = "paranoia-level-4", enabled = false },
          ]
        }
      }
    },
  ]
}
