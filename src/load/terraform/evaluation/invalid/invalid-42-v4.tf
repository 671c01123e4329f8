# defect: line 48 expression/invalid-ip
# Cloudflare provider v4 — transform, custom

data "cloudflare_zone" "this" {
  name = "status.example.dev"
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
        expression = "ip.src.country"
      }
      headers {
        name      = "X-Powered-By"
        operation = "remove"
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
    expression  = "http.request.uri.path matches \"^/api/v[0-9]+/\" and http.request.method eq \"POST\""
    action      = "managed_challenge"
  }
  rules {
    ref         = "rule_1"
    description = "Custom rule 1"
    expression  = "ip.src eq 192.0.2.256"
    action      = "challenge"
  }
  rules {
    ref         = "rule_2"
    description = "Custom rule 2"
    expression  = "(http.request.uri.path contains \"/wp-admin\" or http.request.uri.path contains \"/xmlrpc.php\")"
    action      = "managed_challenge"
  }
}
