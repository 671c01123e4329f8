# defect: line 30 expression/unknown-field
# defect: line 50 expression/unknown-function
# Cloudflare provider v4 — ratelimit, custom, lists

variable "zone_id" {
  description = "Zone to configure"
  type        = string
}

variable "account_id" {
  type = string
}

resource "cloudflare_ruleset" "ratelimit" {
  zone_id = var.zone_id
  name        = "Rate limiting"
  description = "Rate limiting managed by Terraform"
  kind        = "zone"
  phase       = "http_ratelimit"
  rules {
    ref         = "login"
    description = "Throttle logins"
    expression  = "http.request.uri.path eq \"/login\" and http.request.method eq \"POST\""
    action      = "block"
    ratelimit {
      characteristics     = ["cf.colo.id", "ip.src"]
      period              = 60
      requests_per_period = 20
      mitigation_timeout  = 600
      counting_expression = "http.response.cod in {401 403}"
    }
  }
}

resource "cloudflare_ruleset" "custom" {
  zone_id = var.zone_id
  name        = "Custom firewall rules"
  description = "Custom firewall rules managed by Terraform"
  kind        = "zone"
  phase       = "http_request_firewall_custom"
  rules {
    ref         = "rule_0"
    description = "Custom rule 0"
    expression  = "(http.request.uri.path contains \"/wp-admin\" or http.request.uri.path contains \"/xmlrpc.php\")"
    action      = "block"
  }
  rules {
    ref         = "rule_1"
    description = "Custom rule 1"
    expression  = "lowercase(http.host) eq \"example.com\""
    action      = "block"
  }
  rules {
    ref         = "rule_2"
    description = "Custom rule 2"
    expression  = "cf.threat_score gt 30 and not ip.src in {192.0.2.0/24 198.51.100.0/24}"
    action      = "managed_challenge"
  }
}

resource "cloudflare_list" "office" {
  account_id  = var.account_id
  name        = "office_networks"
  kind        = "ip"
  description = "Office egress ranges"

  item {
    value {
      ip = "192.0.2.0/24"
    }
    comment = "HQ"
  }

  item {
    value {
      ip = "198.51.100.17"
    }
    comment = "VPN"
  }
}

resource "cloudflare_ruleset" "account_custom" {
  account_id = var.account_id
  name       = "Account custom rules"
  kind       = "custom"
  phase      = "http_request_firewall_custom"
  rules {
    ref        = "office_only_admin"
    expression = "http.request.uri.path contains \"/admin\" and not ip.src in $office_networks"
    action     = "block"
  }
}
