# defect: line 5 expression/invalid-regex
# defect: line 27 logpush/filter-unknown-field
# Defects in locals are reported where the local is written.
locals {
  admin_paths = "http.request.uri.path matches \"^/(admin|wp-admin\""
  api_hosts   = ["api.example.com", "api-v2.example.com"]
}

resource "cloudflare_ruleset" "admin" {
  zone_id = var.zone_id
  name    = "Admin protection"
  kind    = "zone"
  phase   = "http_request_firewall_custom"
  rules {
    ref        = "admin"
    expression = "${local.admin_paths} and not ip.src in {192.0.2.0/24}"
    action     = "block"
  }
}

resource "cloudflare_logpush_job" "api" {
  zone_id          = var.zone_id
  name             = "api-requests"
  dataset          = "http_requests"
  destination_conf = "s3://example-api-logs/{DATE}?region=us-east-2"
  filter = jsonencode({
    where = { key = "ClientRequestHostname", operator = "in", value = local.api_hosts }
  })
}
