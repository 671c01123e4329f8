# Cloudflare provider v4 — lists filled by separate cloudflare_list_item resources

variable "account_id" {
  type = string
}

variable "office_ranges" {
  type = map(string)
  default = {
    berlin = "192.0.2.0/24"
    lisbon = "198.51.100.0/24"
  }
}

data "cloudflare_list" "security_blocklist" {
  account_id = var.account_id
  name       = "security_blocklist"
}

resource "cloudflare_list" "offices" {
  account_id  = var.account_id
  name        = "offices"
  kind        = "ip"
  description = "Office egress ranges"
}

resource "cloudflare_list_item" "office" {
  for_each   = var.office_ranges
  account_id = var.account_id
  list_id    = cloudflare_list.offices.id
  ip         = each.value
  comment    = each.key
}

resource "cloudflare_list_item" "vpn" {
  account_id = var.account_id
  list_id    = cloudflare_list.offices.id
  ip         = "203.0.113.10"
  comment    = "VPN concentrator"
}

resource "cloudflare_list_item" "vpn_v6" {
  account_id = var.account_id
  list_id    = cloudflare_list.offices.id
  ip         = "2001:db8:10::/48"
}

resource "cloudflare_list" "partner_hosts" {
  account_id = var.account_id
  name       = "partner_hosts"
  kind       = "hostname"
}

resource "cloudflare_list_item" "partner_api" {
  account_id = var.account_id
  list_id    = cloudflare_list.partner_hosts.id
  hostname {
    url_hostname = "api.partner.example.net"
  }
}

resource "cloudflare_list_item" "partner_wildcard" {
  account_id = var.account_id
  list_id    = cloudflare_list.partner_hosts.id
  hostname {
    url_hostname = "*.cdn.partner.example.net"
  }
}

resource "cloudflare_list" "legacy_redirects" {
  account_id = var.account_id
  name       = "legacy_redirects"
  kind       = "redirect"

  item {
    value {
      redirect {
        source_url  = "www.example.com/old-blog"
        target_url  = "https://blog.example.com"
        status_code = 301
      }
    }
  }
}

resource "cloudflare_list_item" "docs_move" {
  account_id = var.account_id
  list_id    = cloudflare_list.legacy_redirects.id
  redirect {
    source_url            = "www.example.com/docs"
    target_url            = "https://docs.example.com"
    status_code           = 308
    include_subdomains    = "disabled"
    subpath_matching      = "enabled"
    preserve_path_suffix  = "enabled"
    preserve_query_string = "enabled"
  }
}

resource "cloudflare_list_item" "blocked_scanner" {
  account_id = var.account_id
  list_id    = data.cloudflare_list.security_blocklist.id
  ip         = "192.0.2.200"
  comment    = "Port scanner seen 2024-03"
}

resource "cloudflare_list_item" "blocked_asn" {
  account_id = var.account_id
  list_id    = data.cloudflare_list.security_blocklist.id
  asn        = 64496
}

resource "cloudflare_ruleset" "account_custom" {
  account_id  = var.account_id
  name        = "Account custom rules"
  description = "Shared firewall rules"
  kind        = "custom"
  phase       = "http_request_firewall_custom"

  rules {
    action      = "block"
    expression  = "(http.request.uri.path contains \"/internal\" and not ip.src in $offices)"
    description = "Internal paths from the offices only"
    enabled     = true
  }

  rules {
    action      = "skip"
    expression  = "(http.host in $partner_hosts)"
    description = "Partners skip the remaining custom rules"
    action_parameters {
      ruleset = "current"
    }
  }

  rules {
    action      = "managed_challenge"
    expression  = "(ip.src in $security_blocklist and http.request.method eq \"POST\")"
    description = "Challenge writes from blocked sources"
  }
}
