variable "zone_id" {
  type = string
}

variable "rules" {
  type = list(object({ ref = string, expression = string, action = string }))
  default = []
}

resource "cloudflare_ruleset" "this" {
  zone_id = var.zone_id
  name    = "module rules"
  kind    = "zone"
  phase   = "http_request_firewall_custom"
  rules = [for r in var.rules : {
    ref        = r.ref
    expression = r.expression
    action     = r.action
  }]
}
