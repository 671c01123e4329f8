# defect: line 33 list/item-format
# defect: line 42 list/item-format
# defect: line 51 list/item-format
# defect: line 58 list/item-hygiene
# defect: line 64 list/item-format
# defect: line 70 list/item-format
# Cloudflare provider v5 — list item attributes with mistakes

variable "account_id" {
  type = string
}

variable "blocklist_id" {
  type = string
}

resource "cloudflare_list" "moves" {
  account_id = var.account_id
  name       = "moves"
  kind       = "redirect"
  items = [{
    redirect = {
      source_url = "shop.example.com/cart"
      target_url = "https://shop.example.com/basket"
    }
  }]
}

resource "cloudflare_list_item" "cart_again" {
  account_id = var.account_id
  list_id    = cloudflare_list.moves.id
  redirect = {
    source_url = "shop.example.com/cart"
    target_url = "https://shop.example.com/checkout"
  }
}

resource "cloudflare_list_item" "search" {
  account_id = var.account_id
  list_id    = cloudflare_list.moves.id
  redirect = {
    source_url = "shop.example.com/search?q=all"
    target_url = "https://shop.example.com/find"
  }
}

resource "cloudflare_list_item" "wiki" {
  account_id = var.account_id
  list_id    = var.blocklist_id
  hostname = {
    url_hostname = "https://wiki.example.org"
  }
}

resource "cloudflare_list_item" "range" {
  account_id = var.account_id
  list_id    = var.blocklist_id
  ip         = "198.51.100.77/24"
}

resource "cloudflare_list_item" "bad_asn" {
  account_id = var.account_id
  list_id    = var.blocklist_id
  asn        = 4294967296
}

resource "cloudflare_list_item" "bad_ip" {
  account_id = var.account_id
  list_id    = var.blocklist_id
  ip         = "10.0.0.0/33"
}
