# Cloudflare provider v5 — managed, custom

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
            { category = "paranoia-level-4", enabled = false },
          ]
        }
      }
    },
  ]
}

resource "cloudflare_ruleset" "custom" {
  zone_id = local.zone_id
  name        = "Custom firewall rules"
  description = "Custom firewall rules managed by Terraform"
  kind        = "zone"
  phase       = "http_request_firewall_custom"
  rules = [
    {
      ref         = "rule_0"
      description = "Custom rule 0"
      expression  = "starts_with(http.request.uri.path, \"/internal/\") and http.request.method in {\"PUT\" \"DELETE\"}"
      action      = "block"
    },
    {
      ref         = "rule_1"
      description = "Custom rule 1"
      expression  = <<-EOT
        (http.request.uri.path contains "/wp-admin" or http.request.uri.path contains "/xmlrpc.php")
      EOT
      action      = "challenge"
    },
    {
      ref         = "rule_2"
      description = "Custom rule 2"
      expression  = "http.host eq \"admin.example.com\" and not ip.src in {203.0.113.0/24}"
      action      = "challenge"
    },
  ]
}
