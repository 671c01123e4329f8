import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UnknownValue } from '../load/value-tree.js';
import { escCookieSecrets, isSecretMember, isStandIn, maskSecret, maskSecretValue, maskSecretsInText, membersIn, replaceUrlCredentials, secretTextRanges, urlsIn } from './secrets.js';

/** What `urlsIn` must find: the pattern tried at every position, as a global search with its look-behind does. */
const URL_ANYWHERE = /(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]*:\/+(?:\{\{[^{}\n]*\}\}|[^\s"'`<>()[\]\\])+/g;
const found = (text: string): [number, string][] => [...urlsIn(text)].map((m) => [m.index, m[0]]);
const expected = (text: string): [number, string][] => [...text.matchAll(URL_ANYWHERE)].map((m) => [m.index, m[0]]);

describe('urlsIn', () => {
  it('finds what the pattern finds tried at every position', () => {
    for (const text of [
      'https://user:pw@example.com/a',
      'see https://a.example/x?u=http://b.example/y and ftp://c',
      '1abc://no a1://yes x+y.z-1://yes',
      'ab://x://y',
      'a://',
      '://x',
      '"s3://bucket/path?access-key-id=AKIA&secret-access-key=abc"',
      'https://{{$processEnv TOKEN}}@example.com',
      'x.https://a.example',
      'aaa://b:c://d e://f',
      'https:/host?key=a h:/x:/y a:///b',
    ]) {
      expect(found(text), text).toEqual(expected(text));
    }
  });

  it('agrees with the pattern on random texts', () => {
    const piece = fc.constantFrom('a', 'h', 'Z', '1', '+', '.', '-', ':', '/', '://', ':/', '@', '?', '=', '&', ' ', '"', '{{', '}}', '\n', 'https://', 'u:p@', 'x');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), (pieces) => {
        const text = pieces.join('');
        expect(found(text)).toEqual(expected(text));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('isSecretMember', () => {
  it('is the same answer the first time and from the memo', () => {
    for (const name of ['with_secret', 'with_secrett', 'With-Secret', 'ownership_challenge', 'ruleId', 'message', 'with_secret']) {
      const first = isSecretMember(name);
      expect(isSecretMember(name)).toBe(first);
    }
    expect(isSecretMember('with_secrett')).toBe(true);
    expect(isSecretMember('ruleId')).toBe(false);
  });
});

describe('maskSecretsInText', () => {
  it('masks credentials in URLs and secret members, across many repeated names', () => {
    const text = `${'{"ruleId": "x", "message": "m"}\n'.repeat(1000)}{"with_secrett": "hunter2", "url": "https://user:pw@example.com/"}`;
    const masked = maskSecretsInText(text);
    expect(masked).not.toContain('hunter2');
    expect(masked).not.toContain(':pw@');
  });

  it('leaves a mask of any length as it is (codeframe masks a value character for character; its carets must stay in place)', () => {
    for (const line of ['> 4 |       disable: { with_secret: **************************, always: "yes" }', 'with_secret: **', '"api_token": "*"']) {
      expect(maskSecretsInText(line)).toBe(line);
    }
    expect(maskSecretsInText('with_secret: ab*cd')).toBe('with_secret: ***');
  });
});

describe('escCookieSecrets', () => {
  const secretsOf = (text: string): string[] => escCookieSecrets(text).map((r) => text.slice(r.start, r.end));
  it.each([
    ['http.cookie contains "disable_esc=MySecretString321#"', ['MySecretString321#']],
    ['Cookie: a=1; disable_esc=s3cr3t; b=2', ['s3cr3t']],
    ['"expression": "http.cookie eq \\"disable_esc=abc\\""', ['abc']],
    ['disable_esc=one and disable_esc=two', ['one', 'two']],
    ['disable_esc=abc.', ['abc.']],
    ['<code>http.cookie contains &quot;disable_esc=hunter2&quot;</code>', ['hunter2']],
  ])('finds the secret of %s', (text, secrets) => expect(secretsOf(text)).toEqual(secrets));

  it.each([
    'http.cookie contains "disable_esc=${ESC_SECRET}"',
    'write `disable_esc=${NAME}`.',
    'write disable_esc=${NAME}.',
    'disable_esc=***',
    'Send test requests with `Cookie: disable_esc=<secret>` and compare',
    '<code>Cookie: disable_esc=&lt;secret&gt;</code>',
    '<code>curl -H &quot;Cookie: disable_esc=$ESC_SECRET&quot; &#39;https://a.example/&#39;</code>',
    'curl -sS -H "Cookie: disable_esc=$ESC_SECRET" https://shop.example.com/',
    '"command": "curl -H \\"Cookie: disable_esc=$ESC_SECRET\\" \'https://a.example/\'"',
    'http.cookie matches "disable_esc=[^;]+"',
    'http.cookie matches "disable_esc=(.*)"',
    'http.cookie contains "disable_esc="',
    'http.cookie contains "xdisable_esc=abc"',
    'http.request.cookies["disable_esc"][0] eq "x"',
    '"expression": "http.cookie contains \\"disable_esc={{$processEnv ESC_SECRET_EXAMPLE_COM}}\\""',
  ])('finds none in %s', (text) => expect(secretsOf(text)).toEqual([]));

  it('a destination quoted in text keeps the placeholders of a plan as written', () => {
    const text = '"destination_conf": "r2://logs?access-key-id={{$processEnv R2_ACCESS_KEY_ID}}&secret-access-key={{$processEnv R2_SECRET}}"';
    expect(maskSecretsInText(text)).toBe(text);
  });

  it('a destination in YAML text keeps a placeholder of a plan whole (its `}` does not end the value)', () => {
    const text = 'jobs:\n  - destination_conf: https://h.example/?header_Authorization={{$processEnv X}}\n';
    expect(maskSecretsInText(text)).toBe(text);
    expect(maskSecretsInText('destination_conf: h.example/?key={{ a }}b, dataset: y')).toBe('destination_conf: h.example/?key=***, dataset: y');
  });

  it('a destination quoted in text without a scheme is masked too (urlsIn does not see it)', () => {
    expect(maskSecretsInText('{"destination_conf": "logs.example.com/x?token=hunter2"}')).toBe('{"destination_conf": "logs.example.com/x?token=***"}');
    expect(maskSecretsInText('"output": "jobs:\\n  - destination_conf: \\"logs.example.com/x?token=hunter2\\"\\n"')).toBe('"output": "jobs:\\n  - destination_conf: \\"logs.example.com/x?token=***\\"\\n"');
  });

  it('is masked by the output guard', () => {
    expect(maskSecretsInText('Expression: http.cookie contains "disable_esc=hunter2"')).toBe('Expression: http.cookie contains "disable_esc=***"');
  });
});

describe('replaceUrlCredentials', () => {
  it('masks a parameter that holds a percent-encoded URL with a credential, whole, at any depth up to three', () => {
    const sas = 'https%3A%2F%2Fa.blob.core.windows.net%3Fsv%3D2020%26sig%3DSECRETSAS6';
    expect(replaceUrlCredentials(`azure://c/{DATE}?blobServiceURL=${sas}&sv=1`)).toBe('azure://c/{DATE}?blobServiceURL=***&sv=1');
    const twice = encodeURIComponent(`https://h.example.com/cb?next=${encodeURIComponent('https://u:pw@x.example.com/')}`);
    expect(replaceUrlCredentials(`https://logs.example.com/x?cb=${twice}`)).toBe('https://logs.example.com/x?cb=***');
    expect(maskSecretsInText(`"destination_conf": "azure://c?u=${sas}"`)).not.toContain('SECRETSAS6');
  });

  it('masks the credentials of a URL with one slash or three after its scheme (the lint reports it; outputs still show it)', () => {
    expect(replaceUrlCredentials('https:/logs.example.com/x?key=SECRETMARK1')).toBe('https:/logs.example.com/x?key=***');
    expect(replaceUrlCredentials('https:///u:pw@logs.example.com/x')).toBe('https:///u:***@logs.example.com/x');
  });

  it.each([
    ['a Sumo Logic code behind a doubled slash', 'https://c.sumologic.com//receiver/v1/http/SEKRIT', 'https://c.sumologic.com***'],
    ['a Sumo Logic code behind an encoded slash', 'https://c.sumologic.com/receiver%2Fv1/http/SEKRIT', 'https://c.sumologic.com***'],
    ['an Azure Functions key', 'https://app.azurewebsites.net/api/ingest?code=SEKRIT', 'https://app.azurewebsites.net/api/ingest?code=***'],
    ['a Honeycomb API key header', 'https://api.honeycomb.io/1/events/ds?header_X-Honeycomb-Team=SEKRIT', 'https://api.honeycomb.io/1/events/ds?header_X-Honeycomb-Team=***'],
    ['a parameter after `;`', 'https://logs.example.com/x?a=1;key=SEKRIT', 'https://logs.example.com/x?a=1;key=***'],
    ['a name with a `+` for its space', 'https://logs.example.com/x?api+key=SEKRIT', 'https://logs.example.com/x?api+key=***'],
    ['nothing in names that only hold a word', 'https://logs.example.com/x?monkey=1&keyboard=2&a=b;c=d&zipcode=1', 'https://logs.example.com/x?monkey=1&keyboard=2&a=b;c=d&zipcode=1'],
  ])('masks %s', (_name, url, expected) => expect(replaceUrlCredentials(url)).toBe(expected));

  it.each([
    ['no slash after the scheme', 'https:logs.example.com/x?api_token=SEKRIT', 'https:logs.example.com/x?api_token=***'],
    ['backslashes for slashes', 'https:\\\\user:SEKRIT@logs.example.com/x', 'https:\\\\user:***@logs.example.com/x'],
    ['no scheme at all', 'logs.example.com/x?token=SEKRIT', 'logs.example.com/x?token=***'],
    ['a Sumo Logic path without a scheme', 'c.sumologic.com/receiver/v1/http/SEKRIT', 'c.sumologic.com/receiver/v1/http/***'],
  ])('a destination written wrongly (%s) is read loosely: its credentials are masked', (_name, url, expected) => {
    expect(replaceUrlCredentials(url, undefined, true)).toBe(expected);
    expect(JSON.stringify(maskSecretValue({ destination_conf: url }))).not.toContain('SEKRIT');
  });

  it.each([
    ['a reference', 'var.action', '${var.action}'],
    ['references and calls without a literal', 'lower(var.zones[var.name])', '${lower(var.zones[var.name])}'],
    ['an expression with a string literal', 'format("https://x.example/in?header_Authorization=Basic%%20%s", base64encode("admin:hunter2pass"))', '***'],
    ['an expression with a heredoc', 'trimspace(<<EOT hunter2pass EOT)', '***'],
  ])('a value known only at apply, %s: written when it is references only', (_name, source, expected) => {
    expect(maskSecretValue({ destination_conf: new UnknownValue(source), action: new UnknownValue(source) })).toEqual({ destination_conf: expected, action: expected });
  });

  it('leaves an encoded URL without credentials, a reference inside one, and text that is not a URL', () => {
    for (const url of [
      'https://logs.example.com/x?next=https%3A%2F%2Fh.example.com%2Fa%3Fb%3Dc',
      'https://logs.example.com/x?next=https%3A%2F%2Fh.example.com%2Fa%3Fsig%3D%24%7BSIG%7D',
      'https://logs.example.com/x?q=a%26sig%3Dnot-a-url',
    ]) expect(replaceUrlCredentials(url)).toBe(url);
  });
});

/**
 * The member search as it was before the scan bounded names by length and read values by a
 * look-ahead: each match consumed its value, so a value was never searched. The guard must
 * still mask everything this masked.
 */
const CONSUMING_JSON = /"([A-Za-z_][\w-]*)"\s*:\s*(?:"((?:[^"\\\n]|\\.)*)"|([^\s"{[,}\]]+))/g;
// A YAML value takes a `${NAME}` reference whole (its `}` does not end the value as a flow map's would).
const CONSUMING_YAML = /(^|[\s{,])([A-Za-z_][\w-]*):[ \t]+(?!["'{[])((?:\$\{[^{}\n]*\}|[^\s,}#])(?:\$\{[^{}\n]*\}|[^\n,}#])*)/gm;
function consumingRanges(text: string): { start: number; end: number }[] {
  const ranges: { start: number; end: number }[] = [];
  for (const match of text.matchAll(CONSUMING_JSON)) {
    const value = match[2] ?? match[3] ?? '';
    if (!isSecretMember(match[1]) || value === '' || isStandIn(value)) continue;
    const end = match.index + match[0].length - (match[2] !== undefined ? 1 : 0);
    ranges.push({ start: end - value.length, end });
  }
  for (const match of text.matchAll(CONSUMING_YAML)) {
    const value = (match[3] ?? '').trimEnd();
    if (!isSecretMember(match[2]) || value === '' || isStandIn(value)) continue;
    const start = match.index + match[0].length - (match[3] ?? '').length;
    ranges.push({ start, end: start + value.length });
  }
  return ranges;
}
const covered = (ranges: readonly { start: number; end: number }[], at: number): boolean => ranges.some((r) => r.start <= at && at < r.end);

describe('secretTextRanges, secret members', () => {
  it('masks every character the consuming search masked, on random texts', () => {
    const piece = fc.constantFrom('"', ':', ': ', ' ', '  ', ',', '{', '}', '[', '\n', '#', '\\"', 'with_secret', 'with_secrett', 'ownership_challenge', 'ruleId', 'a', 'abcdefghij', 'hunter2', '${TOKEN}', 'x y');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const text = pieces.join('');
        const now = secretTextRanges(text);
        for (const { start, end } of consumingRanges(text)) for (let at = start; at < end; at++) expect(covered(now, at), `${JSON.stringify(text)} at ${at}`).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('also searches inside a value, where a member quoted in it was passed over', () => {
    for (const text of ['"a": "with_secret": "hunter2"', 'note: with_secret: hunter2', '{"msg": "x", "with_secret": "hunter2"}', 'ownership_challenge: hunter2']) {
      expect(maskSecretsInText(text), text).not.toContain('hunter2');
    }
    expect(consumingRanges('"a": "with_secret": "hunter2"')).toEqual([]);
  });

  it('leaves other members and stand-ins alone', () => {
    const text = '{"ruleId": "hunter2", "with_secret": "${TOKEN}", "description": "with_secret"}';
    expect(maskSecretsInText(text)).toBe(text);
  });
});

/** `membersIn` as patterns tried at every character (names of a secret member's length, values read by a look-ahead; a YAML value without its trailing blanks). */
const JSON_PATTERN = /"([A-Za-z_][\w-]{8,20})"\s*:\s*(?=(?:"((?:[^"\\\n]|\\.)*)"|([^\s"{[,}\]]+)))/g;
const YAML_PATTERN = /(^|[\s{,])([A-Za-z_][\w-]{8,20}):[ \t]+(?!["'{[])(?=((?:\$\{[^{}\n]*\}|[^\s,}#])(?:\$\{[^{}\n]*\}|[^\n,}#])*))/gm;
function patternMembers(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(JSON_PATTERN)) {
    const start = m.index + m[0].length + (m[2] !== undefined ? 1 : 0);
    found.push(`${m[1]}@${start}-${start + (m[2] ?? m[3] ?? '').length}`);
  }
  for (const m of text.matchAll(YAML_PATTERN)) {
    const start = m.index + m[0].length;
    found.push(`${m[2]}@${start}-${start + (m[3] ?? '').trimEnd().length}`);
  }
  return found;
}

describe('membersIn', () => {
  it('finds every member the patterns find, with the same value', () => {
    const piece = fc.constantFrom('"', ':', ': ', ' ', '\t', ',', '{', '}', '[', ']', '\n', '\r', '#', '\\', '\\"', "'", 'with_secret', 'with_secrett', 'ownership_challenge', 'abcdefghij', 'a', '-', '_', 'hunter2', 'x y', '${TOKEN}', '${');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const text = pieces.join('');
        const found = new Set([...membersIn(text)].map((m) => `${m.name}@${m.start}-${m.end}`));
        for (const member of patternMembers(text)) expect(found.has(member), `${JSON.stringify(text)}: ${member}`).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });
});

/** CPU milliseconds of the guard over `text`, median of three after a warm-up. */
function guardTime(text: string): number {
  secretTextRanges(text);
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = process.cpuUsage();
    secretTextRanges(text);
    const used = process.cpuUsage(started);
    times.push((used.user + used.system) / 1000);
  }
  return times.sort((a, b) => a - b)[1]!;
}

describe('secretTextRanges takes time linear in the text', () => {
  // Four times the text must take under eight times as long (a quadratic search takes sixteen), as in src/fuzz/linear-time.test.ts.
  it.each([
    ['one line of YAML members', (n: number) => 'abcdefghi: '.repeat(n)],
    ['YAML members and blanks before the line ends', (n: number) => `${'with_secret: '.repeat(n)}${' '.repeat(n * 8)}\n`],
    ['JSON members', (n: number) => '"abcdefghij": "'.repeat(n)],
    ['colons and blanks', (n: number) => ' : '.repeat(n * 4)],
    ['URLs', (n: number) => 'a://b'.repeat(n)],
    ['a YAML value of unclosed `${` references', (n: number) => `with_secret: ${'${'.repeat(n)}\n`],
    ['a cookie run of `disable_esc=`', (n: number) => 'disable_esc='.repeat(n)],
    ['destinations quoted in text, on one line', (n: number) => 'destination_conf: a?token='.repeat(n)],
    ['destinations in JSON text', (n: number) => '"destination_conf": "x'.repeat(n)],
    ['destinations inside the placeholders of one', (n: number) => `destination_conf: a${'{{ destination_conf: a}}'.repeat(n / 4)}`],
    ['a cookie value of periods', (n: number) => `disable_esc=a${'.'.repeat(n)}a`],
    ['a cookie value of unclosed placeholders', (n: number) => `disable_esc=${'{{ a'.repeat(n)}`],
  ])('%s', (_, generate) => {
    const small = generate(20_000);
    const large = generate(80_000);
    let ratio = guardTime(large) / Math.max(guardTime(small), 0.5);
    // A loaded machine can stall one measurement: a second look before failing.
    if (ratio >= 8) ratio = guardTime(large) / Math.max(guardTime(small), 0.5);
    expect(ratio).toBeLessThan(8);
  });
});

describe('maskSecret', () => {
  it.each([
    ['k', '<secret, 1 character>'],
    ['hunter2', '<secret, 7 characters>'],
  ])('%s', (value, masked) => {
    expect(maskSecret(value)).toBe(masked);
  });
});
