# The root module: nothing here is a Cloudflare ruleset itself.
module "edge" {
  source        = "git::https://example.com/terraform-modules.git//cloudflare-edge?ref=v2.3.0"
  zone_id       = data.cloudflare_zone.main.id
  waf_enabled   = true
  blocked_paths = ["/wp-admin", "/xmlrpc.php", "/.env"]
}

data "cloudflare_zone" "main" {
  name = "example.com"
}

output "ruleset_ids" {
  value = module.edge.ruleset_ids
}
