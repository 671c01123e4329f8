# A log push module: the filter comes from a variable, encoded only when set.
variable "zone_id" { type = string }
variable "filter" {
  type    = any
  default = null
}
variable "enabled" {
  type    = bool
  default = true
}

locals {
  destination_conf = "s3://${var.bucket}/${var.prefix}/{DATE}?region=${var.region}"
}

resource "cloudflare_logpush_ownership_challenge" "this" {
  zone_id          = var.zone_id
  destination_conf = local.destination_conf
}

resource "cloudflare_logpush_job" "this" {
  enabled             = var.enabled
  zone_id             = var.zone_id
  name                = replace(var.name, "_", "-")
  dataset             = var.dataset
  destination_conf    = local.destination_conf
  filter              = var.filter != null ? jsonencode(var.filter) : null
  ownership_challenge = data.aws_s3_object.challenge.body
  output_options = var.output_options != null ? var.output_options : null
}

# The same job for the http_requests dataset, written out (v5): subrequests merged into their parent request.
resource "cloudflare_logpush_job" "requests" {
  zone_id          = var.zone_id
  name             = "http-requests"
  dataset          = "http_requests"
  destination_conf = local.destination_conf
  output_options = {
    field_names       = ["ClientIP", "ClientRequestHost", "ClientRequestURI", "EdgeResponseStatus", "EdgeStartTimestamp", "RayID"]
    output_type       = "ndjson"
    timestamp_format  = "rfc3339"
    merge_subrequests = true
  }
}
