# Cloudflare provider v4 — lists

variable "zone_id" {
  description = "Zone to configure"
  type        = string
}

variable "account_id" {
  type = string
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
