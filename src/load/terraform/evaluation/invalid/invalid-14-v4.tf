# defect: line 28 expression/country-code
# defect: line 73 schema/invalid-value
# Cloudflare provider v4 — custom, logpush, redirects

data "cloudflare_zone" "this" {
  name = "status.example.dev"
}

variable "account_id" {
  type = string
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
    expression  = "ip.src.country eq \"USA\""
    action      = "log"
  }
  rules {
    ref         = "rule_2"
    description = "Custom rule 2"
    expression  = "http.user_agent contains \"sqlmap\" or http.user_agent contains \"nikto\""
    action      = "challenge"
  }
}

resource "cloudflare_logpush_job" "http_logs" {
  zone_id          = data.cloudflare_zone.this.id
  name             = "http-logs"
  dataset          = "http_requests"
  enabled          = true
  destination_conf = "s3://edge-logs/http/{DATE}?region=eu-west-1"
  filter = jsonencode({
    where = {
      and = [
        { key = "EdgeResponseStatus", operator = "geq", value = "500" },
        { key = "ClientCountry", operator = "in", value = ["us", "ca"] },
      ]
    }
  })
  output_options {
    field_names      = ["ClientIP", "ClientRequestHost", "ClientRequestPath", "EdgeResponseStatus", "EdgeStartTimestamp"]
    timestamp_format = "rfc3339"
    cve20214428      = true
  }
}

resource "cloudflare_ruleset" "redirects" {
  zone_id = data.cloudflare_zone.this.id
  name        = "Single redirects"
  description = "Single redirects managed by Terraform"
  kind        = "zone"
  phase       = "http_request_dynamic_redirect"
  rules {
    ref         = "to_www"
    description = "Redirect the apex to www"
    expression  = "not starts_with(http.host, \"www.\")"
    action      = "redirect"
    action_parameters {
      from_value {
        status_code = 299
        target_url {
          expression = "concat(\"https://www.\", http.host, http.request.uri.path)"
        }
        preserve_query_string = true
      }
    }
  }
}
