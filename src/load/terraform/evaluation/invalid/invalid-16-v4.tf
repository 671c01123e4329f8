# defect: line 26 expression/syntax
# defect: line 52 expression/invalid-regex
# Cloudflare provider v4 — custom, rewrite, transform

variable "zone_id" {
  description = "Zone to configure"
  type        = string
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
    expression  = "http.user_agent contains \"sqlmap\" or http.user_agent contains \"nikto\""
    action      = "block"
  }
  rules {
    ref         = "rule_1"
    description = "Custom rule 1"
    expression  = <<-EOT
      http.user_agent contain "curl"
    EOT
    action      = "managed_challenge"
  }
  rules {
    ref         = "rule_2"
    description = "Custom rule 2"
    expression  = "any(http.request.headers[\"x-forwarded-for\"][*] contains \"10.\")"
    action      = "managed_challenge"
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
          expression = "regex_replace(http.request.uri.path, \"^/old/(.*$\", \"/new/$${1}\")"
        }
      }
    }
  }
}

resource "cloudflare_ruleset" "transform" {
  zone_id = var.zone_id
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
