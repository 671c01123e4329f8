# defect: line 24 logpush/filter-value-type
# defect: line 50 expression/invalid-ip
# Cloudflare provider v4 — logpush, custom, lists

variable "zone_id" {
  description = "Zone to configure"
  type        = string
}

variable "account_id" {
  type = string
}

resource "cloudflare_logpush_job" "http_logs" {
  zone_id          = var.zone_id
  name             = "http-logs"
  dataset          = "http_requests"
  enabled          = true
  destination_conf = "r2://edge-logs/{DATE}?account-id=${var.account_id}&access-key-id=${var.r2_key}&secret-access-key=${var.r2_secret}"
  filter = jsonencode({
    where = {
      and = [
        { key = "EdgeResponseStatus", operator = "geq", value = "500" },
        { key = "EdgeResponseStatus", operator = "geq", value = 500 },
      ]
    }
  })
  output_options {
    field_names      = ["ClientIP", "ClientRequestHost", "ClientRequestPath", "EdgeResponseStatus", "EdgeStartTimestamp"]
    timestamp_format = "rfc3339"
    cve20214428      = true
  }
}

resource "cloudflare_ruleset" "custom" {
  zone_id = var.zone_id
  name        = "Custom firewall rules"
  description = "Custom firewall rules managed by Terraform"
  kind        = "zone"
  phase       = "http_request_firewall_custom"
  rules {
    ref         = "rule_0"
    description = "Custom rule 0"
    expression  = "http.host eq \"admin.example.com\" and not ip.src in {203.0.113.0/24}"
    action      = "log"
  }
  rules {
    ref         = "rule_1"
    description = "Custom rule 1"
    expression  = "ip.src eq 192.0.2.256"
    action      = "log"
  }
  rules {
    ref         = "rule_2"
    description = "Custom rule 2"
    expression  = "http.request.uri.path matches \"^/api/v[0-9]+/\" and http.request.method eq \"POST\""
    action      = "block"
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
    expression = "http.request.uri.path contains \"/admin\" and not ip.src in $office_networks"
    action     = "block"
  }
}
