# defect: line 24 expression/method-case
# defect: line 49 expression/unknown-field
# Cloudflare provider v4 — custom, rewrite, origin

data "cloudflare_zone" "this" {
  name = "docs.example.org"
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
    expression  = "cf.threat_score gt 30 and not ip.src in {192.0.2.0/24 198.51.100.0/24}"
    action      = "managed_challenge"
  }
  rules {
    ref         = "rule_1"
    description = "Custom rule 1"
    expression  = "http.request.method eq \"post\""
    action      = "challenge"
  }
  rules {
    ref         = "rule_2"
    description = "Custom rule 2"
    expression  = "(http.request.uri.path contains \"/wp-admin\" or http.request.uri.path contains \"/xmlrpc.php\")"
    action      = "challenge"
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
          expression = "concat(\"/v2\", http.request.uri.pat)"
        }
      }
    }
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
