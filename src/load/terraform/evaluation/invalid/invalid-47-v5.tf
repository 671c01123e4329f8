# defect: line 58 expression/list-kind
# Cloudflare provider v5 — custom, lists

locals {
  zone_id = "0da42c8d2132a9ddaf714f9e7c920711"
}

variable "account_id" {
  type = string
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
      expression  = "any(http.request.headers[\"x-forwarded-for\"][*] contains \"10.\")"
      action      = "challenge"
    },
    {
      ref         = "rule_1"
      description = "Custom rule 1"
      expression  = "cf.threat_score gt 30 and not ip.src in {192.0.2.0/24 198.51.100.0/24}"
      action      = "managed_challenge"
    },
    {
      ref         = "rule_2"
      description = "Custom rule 2"
      expression  = "http.host eq \"admin.example.com\" and not ip.src in {203.0.113.0/24}"
      action      = "managed_challenge"
    },
  ]
}

resource "cloudflare_list" "office" {
  account_id  = var.account_id
  name        = "office_networks"
  kind        = "ip"
  description = "Office egress ranges"
  items = [
    { ip = "192.0.2.0/24", comment = "HQ" },
    { ip = "198.51.100.17", comment = "VPN" },
  ]
}

resource "cloudflare_ruleset" "account_custom" {
  account_id = var.account_id
  name       = "Account custom rules"
  kind       = "custom"
  phase      = "http_request_firewall_custom"
  rules = [{
    ref        = "office_only_admin"
    expression = "http.host in $office_networks"
    action     = "block"
  }]
}
