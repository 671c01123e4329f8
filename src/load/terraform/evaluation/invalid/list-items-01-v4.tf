# defect: line 35 list/item-format
# defect: line 41 list/item-format
# defect: line 47 list/item-hygiene
# defect: line 50 list/item-format
# defect: line 70 list/item-format
# defect: line 74 document/terraform-scope
# Cloudflare provider v4 — separate list items with mistakes

variable "account_id" {
  type = string
}

resource "cloudflare_list" "offices" {
  account_id = var.account_id
  name       = "offices"
  kind       = "ip"

  item {
    value {
      ip = "192.0.2.0/24"
    }
    comment = "Berlin"
  }

  item {
    value {
      ip = "198.51.100.0/24"
    }
  }
}

resource "cloudflare_list_item" "vpn" {
  account_id = var.account_id
  list_id    = cloudflare_list.offices.id
  ip         = "203.0.113.256"
}

resource "cloudflare_list_item" "vpn_v6" {
  account_id = var.account_id
  list_id    = cloudflare_list.offices.id
  ip         = "2001:db8:10::1"
}

resource "cloudflare_list_item" "lisbon" {
  account_id = var.account_id
  list_id    = cloudflare_list.offices.id
  ip         = "198.51.100.0/24"
}

resource "cloudflare_list_item" "partner" {
  account_id = var.account_id
  list_id    = cloudflare_list.offices.id
  hostname {
    url_hostname = "partner.example.net"
  }
}

resource "cloudflare_list" "moves" {
  account_id = var.account_id
  name       = "moves"
  kind       = "redirect"
}

resource "cloudflare_list_item" "blog" {
  account_id = var.account_id
  list_id    = cloudflare_list.moves.id
  redirect {
    source_url  = "www.example.com/blog"
    target_url  = "https://blog.example.com"
    status_code = 303
  }
}

resource "cloudflare_list_item" "docs" {
  list_id = cloudflare_list.moves.id
  redirect {
    source_url = "www.example.com/docs"
    target_url = "https://docs.example.com"
  }
}
