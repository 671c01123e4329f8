# defect: line 24 logpush/filter-operator
# defect: line 71 expression/invalid-ip
# Cloudflare provider v4 — logpush, rewrite, custom

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
  destination_conf = "gs://edge-logs-bucket/http/{DATE}"
  filter = jsonencode({
    where = {
      and = [
        { key = "ClientCountry", operator = "in", value = ["us", "ca"] },
        { key = "EdgeResponseStatus", operator = "gte", value = "500" },
      ]
    }
  })
  output_options {
    field_names      = ["ClientIP", "ClientRequestHost", "ClientRequestPath", "EdgeResponseStatus", "EdgeStartTimestamp"]
    timestamp_format = "rfc3339"
    cve20214428      = true
  }
}

resource "cloudflare_ruleset" "rewrite" {
  zone_id = var.zone_id
  name        = "URL rewrites"
  description = "URL rewrites managed by Terraform"
  kind        = "zone"
  phase       = "http_request_transform"
  rules {
    ref         = "old_paths"
    description = "Rewrite old paths"
    expression  = "starts_with(http.request.uri.path, \"/old/\")"
    action      = "rewrite"
    action_parameters {
      uri {
        path {
          expression = "regex_replace(http.request.uri.path, \"^/old/(.*)$\", \"/new/$${1}\")"
        }
      }
    }
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
    expression  = "http.request.uri.path matches \"^/api/v[0-9]+/\" and http.request.method eq \"POST\""
    action      = "log"
  }
  rules {
    ref         = "rule_1"
    description = "Custom rule 1"
    expression  = "ip.src in {10.0.0.0/33}"
    action      = "log"
  }
  rules {
    ref         = "rule_2"
    description = "Custom rule 2"
    expression  = "ip.src.country in {\"CN\" \"RU\"} and not cf.client.bot"
    action      = "challenge"
  }
}
