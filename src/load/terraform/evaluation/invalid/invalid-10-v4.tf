# defect: line 57 expression/literal-type
# defect: line 97 expression/list-kind
# Cloudflare provider v4 — cache, custom, lists

data "cloudflare_zone" "this" {
  name = "status.example.dev"
}

variable "account_id" {
  type = string
}

resource "cloudflare_ruleset" "cache" {
  zone_id = data.cloudflare_zone.this.id
  name        = "Cache rules"
  description = "Cache rules managed by Terraform"
  kind        = "zone"
  phase       = "http_request_cache_settings"
  rules {
    ref         = "static"
    description = "Cache static files"
    expression  = "http.request.uri.path.extension in {\"css\" \"js\" \"png\" \"woff2\"}"
    action      = "set_cache_settings"
    action_parameters {
      cache = true
      edge_ttl {
        mode    = "override_origin"
        default = 3600
        status_code_ttl {
          status_code = 404
          value       = 60
        }
      }
      browser_ttl {
        mode = "respect_origin"
      }
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
    expression  = "ip.src.country in {\"CN\" \"RU\"} and not cf.client.bot"
    action      = "managed_challenge"
  }
  rules {
    ref         = "rule_1"
    description = "Custom rule 1"
    expression  = <<-EOT
      cf.threat_score gt "30"
    EOT
    action      = "block"
  }
  rules {
    ref         = "rule_2"
    description = "Custom rule 2"
    expression  = "http.user_agent contains \"sqlmap\" or http.user_agent contains \"nikto\""
    action      = "managed_challenge"
  }
}

resource "cloudflare_list" "office" {
  account_id  = var.account_id
  name        = "office_networks"
  kind        = "ip"
  description = "Office egress ranges"

  item {
    value {
      ip = "192.0.2.0/24"
    }
    comment = "HQ"
  }

  item {
    value {
      ip = "198.51.100.17"
    }
    comment = "VPN"
  }
}

resource "cloudflare_ruleset" "account_custom" {
  account_id = var.account_id
  name       = "Account custom rules"
  kind       = "custom"
  phase      = "http_request_firewall_custom"
  rules {
    ref        = "office_only_admin"
    expression = "http.host in $office_networks"
    action     = "block"
  }
}
