# Account bulk redirects from a CSV kept in the repository.
variable "account_id" { type = string }

locals {
  redirects = csvdecode(file("${path.module}/redirects.csv"))
}

resource "cloudflare_list" "redirects" {
  account_id  = var.account_id
  name        = "marketing_redirects"
  description = "Campaign short links"
  kind        = "redirect"

  dynamic "item" {
    for_each = local.redirects
    content {
      value {
        redirect {
          source_url            = item.value.source
          target_url            = item.value.target
          status_code           = tonumber(item.value.code)
          preserve_query_string = "enabled"
        }
      }
    }
  }
}

resource "cloudflare_ruleset" "redirects" {
  account_id  = var.account_id
  name        = "Bulk redirects"
  description = "Campaign short links"
  kind        = "root"
  phase       = "http_request_redirect"

  rules {
    ref        = "marketing"
    expression = "http.request.full_uri in $marketing_redirects"
    action     = "redirect"
    action_parameters {
      from_list {
        name = cloudflare_list.redirects.name
        key  = "http.request.full_uri"
      }
    }
  }
}
