# defect: line 45 expression/syntax
# defect: line 92 schema/wrong-type
# Cloudflare provider v4 — ratelimit, custom, managed

data "cloudflare_zone" "this" {
  name = "shop.example.net"
}

resource "cloudflare_ruleset" "ratelimit" {
  zone_id = data.cloudflare_zone.this.id
  name        = "Rate limiting"
  description = "Rate limiting managed by Terraform"
  kind        = "zone"
  phase       = "http_ratelimit"
  rules {
    ref         = "login"
    description = "Throttle logins"
    expression  = "http.request.uri.path eq \"/login\" and http.request.method eq \"POST\""
    action      = "block"
    ratelimit {
      characteristics     = ["cf.colo.id", "ip.src"]
      period              = 60
      requests_per_period = 20
      mitigation_timeout  = 600
      counting_expression = "http.response.code in {401 403}"
    }
  }
}

resource "cloudflare_ruleset" "custom" {
  zone_id = data.cloudflare_zone.this.id
  name        = "Custom firewall rules"
  description = "Custom firewall rules managed by Terraform"
  kind        = "zone"
  phase       = "http_request_firewall_custom"
  rules {
    ref         = "rule_0"
    description = "Custom rule 0"
    expression  = "(http.request.uri.path contains \"/wp-admin\" or http.request.uri.path contains \"/xmlrpc.php\")"
    action      = "challenge"
  }
  rules {
    ref         = "rule_1"
    description = "Custom rule 1"
    expression  = "http.request.uri.path eq \"/login\" and (ip.src in {192.0.2.0/24}"
    action      = "challenge"
  }
  rules {
    ref         = "rule_2"
    description = "Custom rule 2"
    expression  = "starts_with(http.request.uri.path, \"/internal/\") and http.request.method in {\"PUT\" \"DELETE\"}"
    action      = "block"
  }
}

resource "cloudflare_ruleset" "managed" {
  zone_id = data.cloudflare_zone.this.id
  name        = "Managed WAF"
  description = "Managed WAF managed by Terraform"
  kind        = "zone"
  phase       = "http_request_firewall_managed"
  rules {
    ref         = "cf_managed"
    description = "Cloudflare Managed Ruleset"
    expression  = "true"
    action      = "execute"
    action_parameters {
      id = "efb7b8c949ac4650a09736fc376e9aee"
      overrides {
        categories {
          category = "drupal"
          action   = "block"
          enabled  = true
        }
      }
    }
  }
  rules {
    ref         = "owasp"
    description = "OWASP core ruleset"
    expression  = "true"
    action      = "execute"
    action_parameters {
      id = "4814384a9e5d4991b9815dcfc25d2f1f"
      overrides {
        categories {
          category = "paranoia-level-3"
          enabled  = false
        }
        categories {
          category = "paranoia-level-4"
          enabled  = "nope"
        }
      }
    }
  }
}
