# Cloudflare provider v4 — dynamic

data "cloudflare_zone" "this" {
  name = "example.com"
}

locals {
  geo_rules = {
    embargo = { expression = "ip.src.country in {\"CU\" \"IR\" \"KP\"}", action = "block" }
    scanners = { expression = "http.user_agent contains \"masscan\"", action = "block" }
  }
}

resource "cloudflare_ruleset" "geo" {
  zone_id = data.cloudflare_zone.this.id
  name    = "Generated rules"
  kind    = "zone"
  phase   = "http_request_firewall_custom"

  dynamic "rules" {
    for_each = local.geo_rules
    content {
      ref         = rules.key
      description = "Generated rule ${rules.key}"
      expression  = rules.value.expression
      action      = rules.value.action
    }
  }

  rules {
    ref         = "health"
    description = "Health checks from the private network"
    expression  = "http.request.uri.path eq \"/health\" and ip.src in {10.0.0.0/8}"
    action      = "skip"
    action_parameters {
      ruleset = "current"
    }
  }
}
