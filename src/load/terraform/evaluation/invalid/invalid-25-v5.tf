# defect: line 51 expression/unknown-field
# defect: line 76 schema/wrong-type
# Cloudflare provider v5 — custom, transform, ratelimit

resource "cloudflare_ruleset" "custom" {
  zone_id = "023e105f4ecef8ad9ca31a8372d0c353"
  name        = "Custom firewall rules"
  description = "Custom firewall rules managed by Terraform"
  kind        = "zone"
  phase       = "http_request_firewall_custom"
  rules = [
    {
      ref         = "rule_0"
      description = "Custom rule 0"
      expression  = "(http.request.uri.path contains \"/wp-admin\" or http.request.uri.path contains \"/xmlrpc.php\")"
      action      = "block"
    },
    {
      ref         = "rule_1"
      description = "Custom rule 1"
      expression  = <<-EOT
        http.request.uri.path matches "^/api/v[0-9]+/" and http.request.method eq "POST"
      EOT
      action      = "managed_challenge"
    },
    {
      ref         = "rule_2"
      description = "Custom rule 2"
      expression  = "starts_with(http.request.uri.path, \"/internal/\") and http.request.method in {\"PUT\" \"DELETE\"}"
      action      = "block"
    },
  ]
}

resource "cloudflare_ruleset" "transform" {
  zone_id = "023e105f4ecef8ad9ca31a8372d0c353"
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
            expression = "ip.src.countr"
          }
          "X-Powered-By" = {
            operation = "remove"
          }
        }
      }
    },
  ]
}

resource "cloudflare_ruleset" "ratelimit" {
  zone_id = "023e105f4ecef8ad9ca31a8372d0c353"
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
        period              = "sixty"
        requests_per_period = 20
        mitigation_timeout  = 600
        counting_expression = "http.response.code in {401 403}"
      }
    },
  ]
}
