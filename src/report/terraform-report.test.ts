/**
 * The migration report reads Terraform-defined rulesets: a manifest holds
 * the ESC behaviours of a zone, a Terraform file the zone's rules; a rule in
 * the Terraform file covers a behaviour of the zone it names (by id, or by a
 * `data "cloudflare_zone"` lookup of its name), and the report points at it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareFrontEnds } from '../load/source-file.js';
import { parseCalendarDate } from '../text/calendar-date.js';
import { buildMigrationReport } from './index.js';

const MANIFEST = [
  'zones:',
  '  - id: 023e105f4ecef8ad9ca31a8372d0c353',
  '    name: shop.example.com',
  '    esc:',
  '      behaviours:',
  '        - use_case: redirect_to_url',
  '          when: http.request.uri.path eq "/checkout-old"',
  '          target_url: https://shop.example.com/checkout',
  '          status_code: 308',
  '        - use_case: rewrite_sni',
  '          when: http.host eq "shop.example.com"',
  '          sni: origin-shop.example.net',
  '',
].join('\n');

const TERRAFORM = [
  'data "cloudflare_zone" "shop" {',
  '  filter = { name = "shop.example.com" }',
  '}',
  '',
  'resource "cloudflare_ruleset" "redirects" {',
  '  zone_id = data.cloudflare_zone.shop.zone_id',
  '  name    = "Single redirects"',
  '  kind    = "zone"',
  '  phase   = "http_request_dynamic_redirect"',
  '  rules = [{',
  '    ref        = "checkout"',
  '    expression = "http.request.uri.path eq \\"/checkout-old\\""',
  '    action     = "redirect"',
  '    action_parameters = {',
  '      from_value = {',
  '        status_code = 308',
  '        target_url  = { value = "https://shop.example.com/checkout" }',
  '      }',
  '    }',
  '  }]',
  '}',
  '',
].join('\n');

beforeAll(() => prepareFrontEnds(['main.tf']));

describe('the migration report with Terraform files', () => {
  const report = (sources: { filePath: string; text: string }[]) => buildMigrationReport({ sources, now: parseCalendarDate('2023-11-01')! });

  it('a Terraform rule covers the behaviour of the zone it names, and the report points at it', () => {
    const r = report([
      { filePath: 'edge.yaml', text: MANIFEST },
      { filePath: 'main.tf', text: TERRAFORM },
    ]);
    // Terraform zones are not scopes of their own.
    expect(r.scopes.map((s) => s.name)).toEqual(['shop.example.com']);
    const [redirect, sni] = r.scopes[0]!.behaviours;
    expect(redirect!.status).toBe('covered');
    expect(redirect!.covered_by).toMatchObject({ file: 'main.tf', line: 10, ref: 'checkout', phase: 'http_request_dynamic_redirect' });
    expect(sni!.status).toBe('uncovered');
  });

  it('without the Terraform file the same behaviour is uncovered', () => {
    expect(report([{ filePath: 'edge.yaml', text: MANIFEST }]).scopes[0]!.behaviours[0]!.status).toBe('uncovered');
  });

  it('a Terraform zone that is a different zone does not cover it', () => {
    const other = TERRAFORM.replace('shop.example.com" }', 'blog.example.com" }');
    expect(report([{ filePath: 'edge.yaml', text: MANIFEST }, { filePath: 'main.tf', text: other }]).scopes[0]!.behaviours[0]!.status).toBe('uncovered');
  });
});
