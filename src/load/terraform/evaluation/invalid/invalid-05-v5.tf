# defect: line 47 expression/unknown-field
# Cloudflare provider v5 — logpush, ratelimit

variable "account_id" {
  type = string
}

resource "cloudflare_logpush_job" "http_logs" {
  zone_id          = "9f1839b6152d298aca64c4e906b6d074"
  name             = "http-logs"
  dataset          = "http_requests"
  enabled          = true
  destination_conf = "gs://edge-logs-bucket/http/{DATE}"
  filter = jsonencode({
    where = {
      and = [
        { key = "EdgeResponseStatus", operator = "geq", value = "500" },
        { key = "ClientRequestPath", operator = "startsWith", value = "/api/" },
      ]
    }
  })
  output_options = {
    field_names      = ["ClientIP", "ClientRequestHost", "ClientRequestPath", "EdgeResponseStatus", "EdgeStartTimestamp"]
    output_type      = "ndjson"
    timestamp_format = "rfc3339"
    cve_2021_44228   = true
  }
}

resource "cloudflare_ruleset" "ratelimit" {
  zone_id = "9f1839b6152d298aca64c4e906b6d074"
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
