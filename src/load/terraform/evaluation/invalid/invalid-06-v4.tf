# defect: line 24 expression/unknown-function
# defect: line 71 expression/unknown-field
# Cloudflare provider v4 — custom, origin, transform

data "cloudflare_zone" "this" {
  name = "status.example.dev"
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
    expression  = "any(http.request.headers[\"x-forwarded-for\"][*] contains \"10.\")"
    action      = "challenge"
  }
  rules {
    ref         = "rule_1"
    description = "Custom rule 1"
    expression  = "lowercase(http.host) eq \"example.com\""
    action      = "log"
  }
  rules {
    ref         = "rule_2"
    description = "Custom rule 2"
    expression  = "http.request.uri.path matches \"^/api/v[0-9]+/\" and http.request.method eq \"POST\""
    action      = "block"
  }
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
        port = 8443
      }
    }
  }
}

resource "cloudflare_ruleset" "transform" {
  zone_id = data.cloudflare_zone.this.id
  name        = "Request headers"
  description = "Request headers managed by Terraform"
  kind        = "zone"
  phase       = "http_request_late_transform"
  rules {
    ref         = "client_headers"
    description = "Headers for the origin"
    expression  = "true"
    action      = "rewrite"
    action_parameters {
      headers {
        name       = "X-Client-Country"
        operation  = "set"
        expression = "ip.src.countr"
      }
      headers {
        name      = "X-Powered-By"
        operation = "remove"
      }
    }
  }
}
