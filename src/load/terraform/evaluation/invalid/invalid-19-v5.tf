# defect: line 26 expression/unknown-field
# defect: line 72 expression/unknown-field
# Cloudflare provider v5 — ratelimit, origin, custom

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
        counting_expression = "http.response.cod in {401 403}"
      }
    },
  ]
}

resource "cloudflare_ruleset" "origin" {
  zone_id = local.zone_id
  name        = "Origin rules"
  description = "Origin rules managed by Terraform"
  kind        = "zone"
  phase       = "http_request_origin"
  rules = [
    {
      ref         = "backend"
      description = "Route the API to the backend"
      expression  = "http.request.uri.path wildcard \"/api/*\""
      action      = "route"
      action_parameters = {
        host_header = "backend.internal.example.com"
        origin = {
          host = "backend.internal.example.com"
          port = 8443
        }
      }
    },
  ]
}

resource "cloudflare_ruleset" "custom" {
  zone_id = local.zone_id
  name        = "Custom firewall rules"
  description = "Custom firewall rules managed by Terraform"
  kind        = "zone"
  phase       = "http_request_firewall_custom"
  rules = [
    {
      ref         = "rule_0"
      description = "Custom rule 0"
      expression  = "(http.request.uri.path contains \"/wp-admin\" or http.request.uri.path contains \"/xmlrpc.php\")"
      action      = "challenge"
    },
    {
      ref         = "rule_1"
      description = "Custom rule 1"
      expression  = <<-EOT
        http.request.uri.pth contains "/admin"
      EOT
      action      = "managed_challenge"
    },
    {
      ref         = "rule_2"
      description = "Custom rule 2"
      expression  = "ip.src.country in {\"CN\" \"RU\"} and not cf.client.bot"
      action      = "log"
    },
  ]
}
