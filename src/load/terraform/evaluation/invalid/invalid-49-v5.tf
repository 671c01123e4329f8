# defect: line 58 expression/invalid-ip
# Cloudflare provider v5 — managed, custom

resource "cloudflare_ruleset" "managed" {
  zone_id = "9f1839b6152d298aca64c4e906b6d074"
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

resource "cloudflare_ruleset" "custom" {
  zone_id = "9f1839b6152d298aca64c4e906b6d074"
  name        = "Custom firewall rules"
  description = "Custom firewall rules managed by Terraform"
  kind        = "zone"
  phase       = "http_request_firewall_custom"
  rules = [
    {
      ref         = "rule_0"
      description = "Custom rule 0"
      expression  = "(http.request.uri.path contains \"/wp-admin\" or http.request.uri.path contains \"/xmlrpc.php\")"
      action      = "block"
    },
    {
      ref         = "rule_1"
      description = "Custom rule 1"
      expression  = <<-EOT
        ip.src in {10.0.0.0/33}
      EOT
      action      = "log"
    },
    {
      ref         = "rule_2"
      description = "Custom rule 2"
      expression  = "ip.src.country in {\"CN\" \"RU\"} and not cf.client.bot"
      action      = "challenge"
    },
  ]
}
