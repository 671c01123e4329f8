# Cloudflare provider v4 — the twin of invalid/semantic-unreachable-v4.tf: the catch-all and the
# repeated log rule come from dynamic blocks, which may make no rule at all

variable "zone_id" {
  type = string
}

variable "blocked_networks" {
  type    = list(string)
  default = []
}

variable "logged_paths" {
  type    = list(string)
  default = []
}

resource "cloudflare_ruleset" "custom" {
  zone_id     = var.zone_id
  name        = "Custom firewall"
  description = "Firewall rules managed by Terraform"
  kind        = "zone"
  phase       = "http_request_firewall_custom"

  dynamic "rules" {
    for_each = var.logged_paths
    content {
      action      = "log"
      expression  = "http.request.uri.path contains \"/api/\""
      description = "Log API calls (${rules.value})"
    }
  }
  rules {
    action      = "log"
    expression  = "http.request.uri.path contains \"/api/\""
    description = "Log API calls"
  }
  dynamic "rules" {
    for_each = var.blocked_networks
    content {
      action      = "block"
      expression  = "true"
      description = "Lockdown while ${rules.value} is set"
    }
  }
  rules {
    action      = "managed_challenge"
    expression  = "ip.src in {198.51.100.0/25} and http.request.uri.path eq \"/login\""
    description = "Challenge logins from a suspicious network"
  }
  rules {
    action      = "block"
    expression  = "http.host ne \"${var.zone_id}.example.com\""
    description = "Only the zone's own host"
  }
  rules {
    action      = "block"
    expression  = "http.host eq \"shop.example.com\" and http.request.uri.path eq \"/admin\""
    description = "No admin on the shop"
  }
}
