# defect: line 18 schema/invalid-value
# defect: line 20 schema/wrong-type
# Configuration rules with a wrong setting value and a wrong type.
variable "zone_id" { type = string }

resource "cloudflare_ruleset" "config" {
  zone_id = var.zone_id
  name    = "Configuration rules"
  kind    = "zone"
  phase   = "http_config_settings"

  rules {
    ref        = "relax_assets"
    expression = "http.request.uri.path.extension in {\"css\" \"js\"}"
    action     = "set_config"
    action_parameters {
      rocket_loader  = false
      security_level = "low_please"
      polish         = "lossless"
      email_obfuscation = [true]
    }
  }
}
