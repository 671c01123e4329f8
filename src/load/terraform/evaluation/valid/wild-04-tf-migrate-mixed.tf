# Half-migrated module: v5 rulesets next to a v4-style log push job block.
terraform {
  required_providers {
    cloudflare = {
      source  = "cloudflare/cloudflare"
      version = "~> 5.5"
    }
  }
}

variable "account_id" { type = string }

resource "cloudflare_ruleset" "account_waf" {
  account_id  = var.account_id
  name        = "Account WAF"
  description = ""
  kind        = "root"
  phase       = "http_request_firewall_managed"
  rules = [
    {
      action = "execute"
      action_parameters = {
        id = "efb7b8c949ac4650a09736fc376e9aee"
        overrides = {
          rules = [
            { id = "5de7edfa648c4d6891dc3e7f84534ffa", action = "log", enabled = true },
          ]
        }
      }
      expression  = "(cf.zone.plan eq \"ENT\")"
      description = "Managed rules on enterprise zones"
      enabled     = true
    }
  ]
}

resource "cloudflare_logpush_job" "audit" {
  account_id       = var.account_id
  name             = "audit-logs"
  dataset          = "audit_logs"
  destination_conf = "https://logs.example.com/ingest?header_Authorization=Bearer%20${var.ingest_token}"
  output_options = {
    field_names      = ["ActionType", "ActorEmail", "ResourceType", "When"]
    timestamp_format = "rfc3339"
  }
}
