# defect: line 24 schema/out-of-range
# defect: line 67 expression/unknown-function
# Cloudflare provider v4 — origin, rewrite, custom

data "cloudflare_zone" "this" {
  name = "status.example.dev"
}

resource "cloudflare_ruleset" "origin" {
  zone_id = data.cloudflare_zone.this.id
  name        = "Origin rules"
  description = "Origin rules managed by Terraform"
  kind        = "zone"
  phase       = "http_request_origin"
  rules {
    ref         = "backend"
    description = "Route the API to the backend"
    expression  = "http.request.uri.path wildcard \"/api/*\""
    action      = "route"
    action_parameters {
      host_header = "backend.internal.example.com"
      origin {
        host = "backend.internal.example.com"
        port = 70000
      }
    }
  }
}

resource "cloudflare_ruleset" "rewrite" {
  zone_id = data.cloudflare_zone.this.id
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
  zone_id = data.cloudflare_zone.this.id
  name        = "Custom firewall rules"
  description = "Custom firewall rules managed by Terraform"
  kind        = "zone"
  phase       = "http_request_firewall_custom"
  rules {
    ref         = "rule_0"
    description = "Custom rule 0"
    expression  = "ip.src.country in {\"CN\" \"RU\"} and not cf.client.bot"
    action      = "challenge"
  }
  rules {
    ref         = "rule_1"
    description = "Custom rule 1"
    expression  = <<-EOT
      lowercase(http.host) eq "example.com"
    EOT
    action      = "challenge"
  }
  rules {
    ref         = "rule_2"
    description = "Custom rule 2"
    expression  = "any(http.request.headers[\"x-forwarded-for\"][*] contains \"10.\")"
    action      = "log"
  }
}
