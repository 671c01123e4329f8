# defect: line 22 expression/contradiction
# defect: line 27 expression/contradiction
# Cloudflare provider v5 — custom rules with interpolated hosts; the known parts contradict each other

variable "zone_id" {
  type = string
}

variable "admin_host" {
  type = string
}

resource "cloudflare_ruleset" "custom" {
  zone_id = var.zone_id
  name    = "Custom firewall"
  kind    = "zone"
  phase   = "http_request_firewall_custom"
  rules = [
    {
      ref         = "admin_only_office"
      description = "Admin host outside the office"
      expression  = "http.host eq \"${var.admin_host}\" and http.request.uri.path eq \"/admin\" and http.request.uri.path eq \"/login\""
      action      = "block"
    },
    {
      description = "Scores out of range"
      expression  = "cf.bot_management.score lt 10 and cf.bot_management.score gt 50"
      action      = "managed_challenge"
    },
  ]
}
