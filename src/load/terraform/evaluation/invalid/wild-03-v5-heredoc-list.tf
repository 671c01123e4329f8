# defect: line 17 expression/invalid-ip
# defect: line 24 schema/missing-required
# A heredoc inside a v5 rules list; an exposed-credentials check missing its password expression.
variable "zone_id" { type = string }

resource "cloudflare_ruleset" "login" {
  zone_id = var.zone_id
  name    = "Login protection"
  kind    = "zone"
  phase   = "http_request_firewall_custom"
  rules = [
    {
      ref        = "office_login_only"
      action     = "block"
      expression = <<-EOT
        http.request.uri.path eq "/login"
        and not ip.src in {192.0.2.0/24 198.51.100.1000}
      EOT
    },
    {
      ref        = "leaked_credentials"
      action     = "log"
      expression = "http.request.uri.path eq \"/login\" and http.request.method eq \"POST\""
      exposed_credential_check = {
        username_expression = "url_decode(http.request.body.form[\"user\"][0])"
      }
    },
  ]
}
