# defect: line 25 expression/syntax
# Cloudflare provider v5 — custom, managed

locals {
  zone_id = "9f1839b6152d298aca64c4e906b6d074"
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
      expression  = "http.host eq \"admin.example.com\" and not ip.src in {203.0.113.0/24}"
      action      = "log"
    },
    {
      ref         = "rule_1"
      description = "Custom rule 1"
      expression  = <<-EOT
        http.request.uri.path eq "/login" and (ip.src in {192.0.2.0/24}
      EOT
      action      = "managed_challenge"
    },
    {
      ref         = "rule_2"
      description = "Custom rule 2"
      expression  = "http.request.uri.path matches \"^/api/v[0-9]+/\" and http.request.method eq \"POST\""
      action      = "managed_challenge"
    },
  ]
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
          categories = [{ category = "wordpress", action = "block", enabled = true }]
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
