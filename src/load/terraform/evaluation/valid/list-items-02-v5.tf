# Cloudflare provider v5 — list items as attributes, lists kept in another workspace

variable "account_id" {
  type = string
}

variable "blocklist_id" {
  type        = string
  description = "Managed by the security team's workspace"
}

variable "enable_staging" {
  type    = bool
  default = false
}

locals {
  crawler_asns = {
    search_a = 64500
    search_b = 64501
  }
}

resource "cloudflare_list" "crawlers" {
  account_id = var.account_id
  name       = "verified_crawlers"
  kind       = "asn"
  items = [
    { asn = 64510, comment = "In-house crawler" },
  ]
}

resource "cloudflare_list_item" "crawler" {
  for_each   = local.crawler_asns
  account_id = var.account_id
  list_id    = cloudflare_list.crawlers.id
  asn        = each.value
  comment    = each.key
}

resource "cloudflare_list_item" "staging_crawler" {
  count      = var.enable_staging ? 1 : 0
  account_id = var.account_id
  list_id    = cloudflare_list.crawlers.id
  asn        = 64520
}

resource "cloudflare_list" "shop_moves" {
  account_id  = var.account_id
  name        = "shop_moves"
  kind        = "redirect"
  description = "Shop URLs that moved"
}

resource "cloudflare_list_item" "cart" {
  account_id = var.account_id
  list_id    = cloudflare_list.shop_moves.id
  redirect = {
    source_url  = "shop.example.com/cart"
    target_url  = "https://shop.example.com/basket"
    status_code = 301
  }
}

resource "cloudflare_list_item" "search" {
  account_id = var.account_id
  list_id    = cloudflare_list.shop_moves.id
  redirect = {
    source_url            = "https://shop.example.com/search"
    target_url            = "https://shop.example.com/find"
    status_code           = 302
    preserve_query_string = true
    subpath_matching      = true
  }
}

resource "cloudflare_list_item" "blocked_range" {
  account_id = var.account_id
  list_id    = var.blocklist_id
  ip         = "198.51.100.64/26"
  comment    = "Credential stuffing, 2024-05"
}

resource "cloudflare_list_item" "blocked_host" {
  account_id = var.account_id
  list_id    = var.blocklist_id
  hostname = {
    url_hostname = "*.bad.example.org"
  }
}

resource "cloudflare_ruleset" "redirects" {
  account_id = var.account_id
  name       = "Bulk redirects"
  kind       = "root"
  phase      = "http_request_redirect"
  rules = [{
    ref        = "shop_moves"
    expression = "http.request.full_uri in $shop_moves"
    action     = "redirect"
    action_parameters = {
      from_list = {
        name = "shop_moves"
        key  = "http.request.full_uri"
      }
    }
  }]
}
