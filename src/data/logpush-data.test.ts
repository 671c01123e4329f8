import { describe, expect, it } from 'vitest';
import * as datasets from './logpush-datasets.js';
import * as destinations from './logpush-destinations.js';
import * as operators from './logpush-filter-operators.js';
import * as limits from './logpush-limits.js';
import logpushJobSchema from '../../schemas/logpush-job.json' with { type: 'json' };

describe('log push data modules', () => {
  it.each([
    ['datasets', datasets.source],
    ['destinations', destinations.source],
    ['operators', operators.source],
    ['limits', limits.source],
  ])('%s cite their sources and the date they were checked', (_, source) => {
    expect(source.title.length).toBeGreaterThan(0);
    expect(source.refs.length).toBeGreaterThan(0);
    // A calendar date, as every data table writes it (a table edited later carries the later date).
    expect(source.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(`${source.checked}T00:00:00Z`))).toBe(false);
  });
});

describe('spec 2.9 operator table', () => {
  // The spec's table, column by column: String, Int, Bool, Array, Object.
  const SPEC: Record<string, string> = {
    'eq': 'yes yes yes no no',
    '!eq': 'yes yes yes no no',
    'lt': 'no yes no no no',
    'leq': 'no yes no no no',
    'gt': 'no yes no no no',
    'geq': 'no yes no no no',
    'startsWith': 'yes no no no no',
    'endsWith': 'yes no no no no',
    '!startsWith': 'yes no no no no',
    '!endsWith': 'yes no no no no',
    'contains': 'yes no no yes no',
    '!contains': 'yes no no yes no',
    'in': 'yes yes no yes no',
    '!in': 'yes yes no yes no',
  };
  const COLUMNS = ['String', 'Int', 'Bool', 'Array', 'Object'] as const;

  it('matches the spec cell by cell', () => {
    const table = Object.fromEntries(
      operators.FILTER_OPERATORS.map((op) => [op.name, COLUMNS.map((c) => (op.allowedOn.includes(c) ? 'yes' : 'no')).join(' ')]),
    );
    expect(table).toEqual(SPEC);
  });

  it('gives in and !in array values, every other operator a scalar', () => {
    for (const op of operators.FILTER_OPERATORS) expect(op.value).toBe(op.name === 'in' || op.name === '!in' ? 'array' : 'scalar');
  });

  it('records the spec/docs difference', () => {
    expect(operators.source.notes?.some((n) => n.includes('`in`/`!in`') && n.includes('Array'))).toBe(true);
  });

  it('maps every alias to an operator, never to itself', () => {
    for (const [alias, target] of Object.entries(operators.FILTER_OPERATOR_ALIASES)) {
      expect(operators.filterOperator(target), alias).toBeDefined();
      expect(operators.filterOperator(alias)).toBeUndefined();
      expect(alias).toBe(alias.toLowerCase());
    }
  });
});

describe('dataset field tables', () => {
  for (const table of Object.values(datasets.datasetFieldTables())) {
    describe(table.dataset, () => {
      const names = table.fields.map((f) => f.name);

      it('is a known dataset with unique field names', () => {
        expect(datasets.isKnownDataset(table.dataset)).toBe(true);
        expect(new Set(names).size).toBe(names.length);
      });

      it('names replacements that exist, and removed fields that do not', () => {
        for (const field of table.fields) {
          if (field.deprecated?.replacement) expect(names).toContain(field.deprecated.replacement);
        }
        for (const removed of table.removed) {
          expect(names).not.toContain(removed.name);
          if (removed.replacement) expect(names).toContain(removed.replacement);
        }
      });

      it('marks every object field unfilterable', () => {
        for (const field of table.fields) if (field.type === 'object') expect(field.unfilterable).toBeDefined();
      });
    });
  }

  it('has the reference field counts', () => {
    expect(datasets.datasetFieldTables().http_requests!.fields).toHaveLength(109); // the page's 108 and Subrequests (subrequests.mdx)
    expect(datasets.datasetFieldTables().firewall_events!.fields).toHaveLength(45); // the zone page's 43 and the account page's AISecurityCustomTopicCategories, ZoneName
  });

  it('excludes exactly the reference list in firewall_events', () => {
    const excluded = datasets.datasetFieldTables().firewall_events!.fields.filter((f) => f.unfilterable !== undefined && f.type !== 'object').map((f) => f.name);
    expect(excluded.sort()).toEqual(['Action', 'Description', 'Kind', 'MatchIndex', 'OriginatorRayID', 'RuleID', 'Source']);
  });

  it('keeps SecurityAction and WAFAttackScore in http_requests only', () => {
    expect(datasets.datasetsWithField('SecurityAction')).toEqual(['http_requests']);
    expect(datasets.datasetsWithField('WAFAttackScore')).toEqual(['http_requests']);
  });

  it('gives the job schema every output_options.timestamp_format value', () => {
    expect(logpushJobSchema.properties.output_options.properties.timestamp_format.enum).toEqual([...datasets.OUTPUT_TIMESTAMP_FORMATS]);
  });

  it('maps every logpull option to an output_options key', () => {
    for (const option of Object.values(datasets.LOGPULL_OPTIONS)) expect(datasets.OUTPUT_OPTION_KEYS).toContain(option.outputOption);
  });
});

describe('destinations', () => {
  it('require only parameters they know', () => {
    for (const d of destinations.DESTINATION_SCHEMES) {
      const names = d.parameters.map((p) => p.name);
      for (const name of [...d.required, ...(d.oneOfGroups ?? []).flat(), ...(d.together ?? []).flat(), ...(d.requires ?? []).flat()]) {
        expect(names, `${d.kind}: ${name}`).toContain(name);
      }
    }
  });

  it('have unique kinds and resolve New Relic by host', () => {
    const kinds = destinations.DESTINATION_SCHEMES.map((d) => d.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(destinations.destinationScheme('https', 'log-api.newrelic.com')?.kind).toBe('newrelic');
    expect(destinations.destinationScheme('https', 'logs.example.com')?.kind).toBe('https');
  });

  it('mark the reference credentials as secret', () => {
    const secret = (kind: string, name: string) =>
      destinations.DESTINATION_SCHEMES.find((d) => d.kind === kind)?.parameters.find((p) => p.name === name)?.secret;
    expect(secret('r2', 'secret-access-key')).toBe(true);
    expect(secret('s3', 'secret-access-key')).toBe(true);
    expect(secret('datadog', 'header_DD-API-KEY')).toBe(true);
    expect(secret('splunk', 'header_Authorization')).toBe(true);
    expect(secret('newrelic', 'Api-Key')).toBe(true);
    expect(secret('s3', 'region')).toBeUndefined();
  });
});

describe('limits', () => {
  it('carry the spec and reference values', () => {
    expect(limits.FILTER_LIMITS).toEqual({ maxOperators: 30, maxBytes: 1000 });
    expect(limits.MAX_JOBS_PER_ZONE).toBe(4);
    expect(limits.JOB_FIELD_LIMITS.destinationConf.maxLength).toBe(4096);
    expect(limits.JOB_FIELD_LIMITS.name.pattern.test('blocked-requests.v2')).toBe(true);
    expect(limits.JOB_FIELD_LIMITS.name.pattern.test('blocked_requests')).toBe(false);
    expect(limits.UPLOAD_LIMITS.maxUploadBytes).toEqual({ min: 5_000_000, max: 1_000_000_000, off: 0 });
    expect(limits.SAMPLE_RATE).toEqual({ exclusiveMin: 0, max: 1, default: 1 });
  });
});
