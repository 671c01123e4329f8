# Cloudflare provider v4 — dynamic, redirects, rewrite

variable "zone_id" {
  description = "Zone to configure"
  type        = string
}

locals {
  geo_rules = {
    embargo = { expression = "ip.src.country in {\"CU\" \"IR\" \"KP\"}", action = "block" }
    scanners = { expression = "http.user_agent contains \"masscan\"", action = "block" }
  }
}

resource "cloudflare_ruleset" "geo" {
  zone_id = var.zone_id
  name    = "Generated rules"
  kind    = "zone"
  phase   = "http_request_firewall_custom"

  dynamic "rules" {
    for_each = local.geo_rules
    content {
      ref         = rules.key
      description = "Generated rule ${rules.key}"
      expression  = rules.value.expression
      action      = rules.value.action
    }
  }

  rules {
    ref         = "health"
    description = "Health checks from the private network"
    expression  = "http.request.uri.path eq \"/health\" and ip.src in {10.0.0.0/8}"
    action      = "skip"
    action_parameters {
      ruleset = "current"
    }
  }
}

resource "cloudflare_ruleset" "redirects" {
  zone_id = var.zone_id
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
        status_code = 301
        target_url {
          expression = "concat(\"https://www.\", http.host, http.request.uri.path)"
        }
        preserve_query_string = true
      }
    }
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
