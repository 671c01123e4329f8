# Cloudflare provider v4 — rewrite

variable "zone_id" {
  description = "Zone to configure"
  type        = string
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
