# defect: line 26 expression/unknown-field
# defect: line 75 expression/list-kind
# Cloudflare provider v5 — ratelimit, redirects, lists

variable "account_id" {
  type = string
}

resource "cloudflare_ruleset" "ratelimit" {
  zone_id = "0da42c8d2132a9ddaf714f9e7c920711"
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

resource "cloudflare_ruleset" "redirects" {
  zone_id = "0da42c8d2132a9ddaf714f9e7c920711"
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

resource "cloudflare_list" "office" {
  account_id  = var.account_id
  name        = "office_networks"
  kind        = "ip"
  description = "Office egress ranges"
  items = [
    { ip = "192.0.2.0/24", comment = "HQ" },
    { ip = "198.51.100.17", comment = "VPN" },
  ]
}

resource "cloudflare_ruleset" "account_custom" {
  account_id = var.account_id
  name       = "Account custom rules"
  kind       = "custom"
  phase      = "http_request_firewall_custom"
  rules = [{
    ref        = "office_only_admin"
    expression = "http.host in $office_networks"
    action     = "block"
  }]
}
