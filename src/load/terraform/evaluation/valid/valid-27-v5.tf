# Cloudflare provider v5 — transform

locals {
  zone_id = "9f1839b6152d298aca64c4e906b6d074"
}

resource "cloudflare_ruleset" "transform" {
  zone_id = local.zone_id
  name        = "Request headers"
  description = "Request headers managed by Terraform"
  kind        = "zone"
  phase       = "http_request_late_transform"
  rules = [
    {
      ref         = "client_headers"
      description = "Headers for the origin"
      expression  = "true"
      action      = "rewrite"
      action_parameters = {
        headers = {
          "X-Client-Country" = {
            operation  = "set"
            expression = "ip.src.country"
          }
          "X-Powered-By" = {
            operation = "remove"
          }
        }
      }
    },
  ]
}
