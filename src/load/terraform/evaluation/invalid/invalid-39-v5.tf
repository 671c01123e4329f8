# defect: line 38 schema/wrong-type
# defect: line 85 expression/unknown-field
# Cloudflare provider v5 — managed, rewrite, transform

locals {
  zone_id = "023e105f4ecef8ad9ca31a8372d0c353"
}

resource "cloudflare_ruleset" "managed" {
  zone_id = local.zone_id
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

resource "cloudflare_ruleset" "rewrite" {
  zone_id = local.zone_id
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

resource "cloudflare_ruleset" "transform" {
  zone_id = local.zone_id
  name        = "Request headers"
  description = "Request headers managed by Terraform"
  kind        = "zone"
  phase       = "http_request_late_transform"
  rules = [
    {
      ref         = "client_headers"
      description = "Headers for the origin"
      expression  = "true"
      action      = "rewrite"
      action_parameters = {
        headers = {
          "X-Client-Country" = {
            operation  = "set"
            expression = "ip.src.countr"
          }
          "X-Powered-By" = {
            operation = "remove"
          }
        }
      }
    },
  ]
}
