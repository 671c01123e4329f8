# Rate limiting toggled per environment; thresholds looked up from a map.
variable "environment" { type = string }
variable "zone_id" { type = string }

locals {
  limits = {
    production = { requests = 100, period = 60 }
    staging    = { requests = 1000, period = 60 }
  }
}

resource "cloudflare_ruleset" "api_rate_limit" {
  count   = var.environment == "production" ? 1 : 0
  zone_id = var.zone_id
  name    = "API rate limit (${var.environment})"
  kind    = "zone"
  phase   = "http_ratelimit"

  rules = [{
    ref         = "api_${var.environment}"
    description = "Limit API calls per client"
    expression  = "(http.request.uri.path matches \"^/api/\") and not cf.client.bot"
    action      = "block"
    action_parameters = {
      response = {
        status_code  = 429
        content_type = "application/json"
        content      = jsonencode({ error = "rate limited", retry_after = lookup(local.limits[var.environment], "period", 60) })
      }
    }
    ratelimit = {
      characteristics     = ["cf.colo.id", "ip.src"]
      period              = lookup(local.limits[var.environment], "period", 60)
      requests_per_period = lookup(local.limits[var.environment], "requests", 100)
      mitigation_timeout  = 60
    }
  }]
}
