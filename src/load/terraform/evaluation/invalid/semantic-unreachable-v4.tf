# defect: line 41 ruleset/unreachable-rule
# defect: line 46 ruleset/duplicate-rule
# Cloudflare provider v4 — a catch-all block before narrower rules, a log rule written twice

variable "zone_id" {
  type = string
}

variable "blocked_countries" {
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
    for_each = var.blocked_countries
    content {
      action      = "block"
      expression  = "ip.src.country eq \"${rules.value}\""
      description = "Block ${rules.value}"
    }
  }
  rules {
    action      = "log"
    expression  = "http.request.uri.path contains \"/api/\""
    description = "Log API calls"
  }
  rules {
    action      = "block"
    expression  = "ip.src in {198.51.100.0/24}"
    description = "Block a bad network"
  }
  rules {
    action      = "managed_challenge"
    expression  = "ip.src in {198.51.100.0/25} and http.request.uri.path eq \"/login\""
    description = "Challenge logins from part of it"
  }
  rules {
    action      = "log"
    expression  = "(http.request.uri.path contains \"/api/\")"
    description = "Log API calls again"
  }
}
