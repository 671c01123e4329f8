# Cloudflare provider v5 — the twin of invalid/semantic-contradiction-v5.tf: each host or path
# known only at apply may be any value, so no condition on it contradicts a literal

variable "zone_id" {
  type = string
}

variable "admin_host" {
  type = string
}

variable "extra_path" {
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
      expression  = "http.host eq \"${var.admin_host}\" and http.host eq \"admin.example.com\" and not ip.src in {192.0.2.0/24}"
      action      = "block"
    },
    {
      description = "Either of two paths, one set per environment"
      expression  = "http.request.uri.path in {\"/wp-login.php\" \"${var.extra_path}\"} and http.request.uri.path eq \"/xmlrpc.php\""
      action      = "managed_challenge"
    },
    {
      description = "Scores in range"
      expression  = "cf.bot_management.score lt 30 and cf.bot_management.score gt 1"
      action      = "managed_challenge"
    },
  ]
}
