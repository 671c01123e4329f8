# Cloudflare provider v5 — ratelimit, transform

locals {
  zone_id = "023e105f4ecef8ad9ca31a8372d0c353"
}

resource "cloudflare_ruleset" "ratelimit" {
  zone_id = local.zone_id
  name        = "Rate limiting"
  description = "Rate limiting managed by Terraform"
  kind        = "zone"
  phase       = "http_ratelimit"
  rules = [
    {
      ref         = "login"
      description = "Throttle logins"
      expression  = "http.request.uri.path eq \"/login\" and http.request.method eq \"POST\""
      action      = "block"
      ratelimit = {
        characteristics     = ["cf.colo.id", "ip.src"]
        period              = 60
        requests_per_period = 20
        mitigation_timeout  = 600
        counting_expression = "http.response.code in {401 403}"
      }
    },
  ]
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
