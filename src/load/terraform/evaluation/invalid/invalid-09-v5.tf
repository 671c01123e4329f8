# defect: line 20 expression/method-case
# Cloudflare provider v5 — custom, redirects

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
      expression  = "http.user_agent contains \"sqlmap\" or http.user_agent contains \"nikto\""
      action      = "block"
    },
    {
      ref         = "rule_1"
      description = "Custom rule 1"
      expression  = "http.request.method eq \"post\""
      action      = "managed_challenge"
    },
    {
      ref         = "rule_2"
      description = "Custom rule 2"
      expression  = "starts_with(http.request.uri.path, \"/internal/\") and http.request.method in {\"PUT\" \"DELETE\"}"
      action      = "challenge"
    },
  ]
}

resource "cloudflare_ruleset" "redirects" {
  zone_id = "023e105f4ecef8ad9ca31a8372d0c353"
  name        = "Single redirects"
  description = "Single redirects managed by Terraform"
  kind        = "zone"
  phase       = "http_request_dynamic_redirect"
  rules = [
    {
      ref         = "to_www"
      description = "Redirect the apex to www"
      expression  = "not starts_with(http.host, \"www.\")"
      action      = "redirect"
      action_parameters = {
        from_value = {
          status_code = 301
          target_url = {
            expression = "concat(\"https://www.\", http.host, http.request.uri.path)"
          }
          preserve_query_string = true
        }
      }
    },
  ]
}
