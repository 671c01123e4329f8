# Expressions assembled from locals and heredocs.
variable "zone_id" { type = string }
variable "trusted_asns" {
  type    = list(number)
  default = [13335, 64512]
}

locals {
  static_extensions = "{\"css\" \"js\" \"png\" \"jpg\" \"svg\" \"woff2\"}"
  bot_filter        = "(cf.bot_management.score lt 30 and not cf.bot_management.verified_bot)"
}

resource "cloudflare_ruleset" "custom" {
  zone_id = var.zone_id
  name    = "Custom rules"
  kind    = "zone"
  phase   = "http_request_firewall_custom"

  rules {
    ref         = "bots_on_login"
    description = "Likely bots on the login form"
    expression  = <<-EOT
      ${local.bot_filter}
      and http.request.uri.path eq "/login"
      and http.request.method eq "POST"
    EOT
    action      = "managed_challenge"
  }

  rules {
    ref         = "trusted_networks"
    description = "Skip the remaining custom rules for trusted networks"
    expression  = "ip.src.asnum in {${join(" ", var.trusted_asns)}}"
    action      = "skip"
    action_parameters {
      ruleset = "current"
    }
    logging {
      enabled = false
    }
  }

  rules {
    ref         = "static_no_waf"
    description = "Nothing to check on static files"
    expression  = "http.request.uri.path.extension in ${local.static_extensions}"
    action      = "skip"
    action_parameters {
      phases   = ["http_ratelimit", "http_request_firewall_managed"]
      products = ["zoneLockdown", "uaBlock", "bic", "hot", "securityLevel", "rateLimit", "waf"]
    }
  }
}
