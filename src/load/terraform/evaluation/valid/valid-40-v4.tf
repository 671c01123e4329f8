# Cloudflare provider v4 — ratelimit

variable "zone_id" {
  description = "Zone to configure"
  type        = string
}

resource "cloudflare_ruleset" "ratelimit" {
  zone_id = var.zone_id
  name        = "Rate limiting"
  description = "Rate limiting managed by Terraform"
  kind        = "zone"
  phase       = "http_ratelimit"
  rules {
    ref         = "login"
    description = "Throttle logins"
    expression  = "http.request.uri.path eq \"/login\" and http.request.method eq \"POST\""
    action      = "block"
    ratelimit {
      characteristics     = ["cf.colo.id", "ip.src"]
      period              = 60
      requests_per_period = 20
      mitigation_timeout  = 600
      counting_expression = "http.response.code in {401 403}"
    }
  }
}
