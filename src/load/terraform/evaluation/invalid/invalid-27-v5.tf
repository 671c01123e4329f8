# defect: line 29 expression/invalid-ip
# defect: line 59 expression/list-kind
# Cloudflare provider v5 — custom, lists, ratelimit

locals {
  zone_id = "023e105f4ecef8ad9ca31a8372d0c353"
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
      expression  = "(http.request.uri.path contains \"/wp-admin\" or http.request.uri.path contains \"/xmlrpc.php\")"
      action      = "managed_challenge"
    },
    {
      ref         = "rule_1"
      description = "Custom rule 1"
      expression  = "ip.src in {10.0.0.0/33}"
      action      = "block"
    },
    {
      ref         = "rule_2"
      description = "Custom rule 2"
      expression  = "http.host eq \"admin.example.com\" and not ip.src in {203.0.113.0/24}"
      action      = "log"
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

resource "cloudflare_ruleset" "ratelimit" {
  zone_id = local.zone_id
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
        counting_expression = "http.response.code in {401 403}"
      }
    },
  ]
}
