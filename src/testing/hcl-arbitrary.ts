/**
 * fast-check arbitraries of valid HCL native syntax, for the properties of
 * the HCL validator (`src/load/hcl/hcl-validator.property.test.ts`): files
 * of attributes, blocks with labels, one-line blocks and comments, whose
 * expressions use every construct — literals, quoted templates with
 * escapes, interpolations and directives, heredocs, tuples and objects over
 * several lines, calls with `::` and `...`, traversals and splats, unary,
 * binary and conditional operators, `for` expressions — with CRLF line
 * ends and a byte-order mark now and then.
 *
 * Valid by construction, following hashicorp/hcl's rules: an expression
 * breaks lines only inside brackets, a heredoc is the whole value of an
 * attribute (its closing marker ends the line), `.0` and `.*` end a
 * traversal (`.0.1` would be one number, `.*.*` a nested splat), and no name
 * is `for`, `in` or `if`.
 */
import fc from 'fast-check';

const NAME = fc.constantFrom('a', 'b_c', 'x-1', 'zone_id', 'é', 'rules', 'true', 'null', 'Ω2', '_');
const NUMBER = fc.constantFrom('0', '12', '1.5', '1e3', '2.5E-2', '007');
const OPERATOR = fc.constantFrom('||', '&&', '==', '!=', '<', '>', '<=', '>=', '+', '-', '*', '/', '%');
/** Pieces of a quoted string's text: characters, valid escapes, template escapes; `$` and `%` never before `{`. */
const QUOTED_TEXT = fc.constantFrom('a', ' ', 'Z', 'é', '😀', '\\n', '\\"', '\\\\', '\\t', '\\u00e9', '\\U0001F600', '$${', '%%{', '$ ', '% ', '#', '//', '/*', '}', "'", '<<EOT');
/** Pieces of a heredoc line: anything but a line break and template openers. */
const HEREDOC_TEXT = fc.constantFrom('a', ' ', '"', '\\q', 'é', '$${', '%%{', '$ ', '}', '#', '  indented', 'EOT ok');

type Tie = (key: string) => fc.Arbitrary<unknown>;

const joined = (parts: fc.Arbitrary<string[]>): fc.Arbitrary<string> => parts.map((p) => p.join(''));

function expressionArbitraries(tie: Tie): Record<string, fc.Arbitrary<string>> {
  const expr = tie('expr') as fc.Arbitrary<string>;
  const term = tie('term') as fc.Arbitrary<string>;
  const parts = tie('parts') as fc.Arbitrary<string>;
  const separator = fc.constantFrom(', ', ',\n', ' ,', ',\n\n  ');
  const list = (min: number): fc.Arbitrary<string> =>
    fc.tuple(fc.array(expr, { minLength: min, maxLength: 3 }), separator, fc.constantFrom('', ',', '\n')).map(([items, sep, end]) => `${items.join(sep)}${items.length ? end : ''}`);
  return {
    expr: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { weight: 4, arbitrary: term },
      { weight: 2, arbitrary: fc.tuple(term, OPERATOR, term).map(([a, op, b]) => `${a} ${op} ${b}`) },
      { weight: 1, arbitrary: fc.tuple(term, expr, expr).map(([c, t, f]) => `${c} ? ${t} : ${f}`) },
    ),
    term: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { weight: 3, arbitrary: fc.oneof(NUMBER, NAME) },
      { weight: 2, arbitrary: tie('traversal') as fc.Arbitrary<string> },
      { weight: 2, arbitrary: parts.map((p) => `"${p}"`) },
      { weight: 1, arbitrary: fc.tuple(fc.constantFrom('-', '!', '- ', '!!'), term).map(([op, t]) => `${op}${t}`) },
      { weight: 1, arbitrary: expr.map((e) => `(${e})`) },
      { weight: 1, arbitrary: fc.tuple(fc.constantFrom('[', '[\n'), list(0)).map(([open, items]) => `${open}${items}]`) },
      { weight: 1, arbitrary: tie('object') as fc.Arbitrary<string> },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom('f', 'lower', 'provider::cf::parse', 'jsonencode'), list(0), fc.boolean())
          .map(([fn, args, expand]) => `${fn}(${expand && args && !/,\s*$/.test(args) ? `${args.trimEnd()}...` : args})`),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom('x', 'k, v'), expr, expr, fc.option(expr, { nil: undefined }))
          .map(([names, collection, value, cond]) => `[for ${names} in ${collection} : ${value}${cond === undefined ? '' : ` if ${cond}`}]`),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(expr, expr, expr, fc.boolean(), fc.option(expr, { nil: undefined }))
          .map(([collection, key, value, group, cond]) => `{\n  for k, v in ${collection} : ${key} => ${value}${group ? '...' : ''}${cond === undefined ? '' : ` if ${cond}`}\n}`),
      },
    ),
    traversal: fc
      .tuple(
        NAME,
        fc.array(fc.oneof(NAME.map((n) => `.${n}`), expr.map((e) => `[${e}]`), fc.constant('[*]')), { maxLength: 3 }),
        fc.constantFrom('', '.0', '.*', '.*.name', '[*].name'),
      )
      .map(([base, steps, last]) => `${base}${steps.join('')}${last}`),
    object: fc
      .tuple(
        fc.array(fc.tuple(fc.oneof(NAME, fc.constant('"quoted key"'), expr.map((e) => `(${e})`)), fc.constantFrom(' = ', ' : ', '='), expr), { maxLength: 3 }),
        fc.constantFrom(', ', '\n', ',\n', '\n\n'),
        fc.boolean(),
      )
      .map(([items, sep, multiline]) => {
        const body = items.map(([k, s, v]) => `${k}${s}${v}`).join(sep);
        return multiline ? `{\n${body}\n}` : `{${body}}`;
      }),
    parts: joined(
      fc.array(
        fc.oneof(
          { depthSize: 'small', withCrossShrink: true },
          { weight: 4, arbitrary: QUOTED_TEXT },
          { weight: 1, arbitrary: fc.tuple(fc.constantFrom('${', '${~ ', '${ '), expr, fc.constantFrom('}', ' ~}')).map(([o, e, c]) => `${o}${e}${c}`) },
          {
            weight: 1,
            arbitrary: fc.tuple(expr, parts, fc.option(parts, { nil: undefined })).map(([c, t, f]) => `%{ if ${c} }${t}${f === undefined ? '' : `%{ else }${f}`}%{ endif }`),
          },
          { weight: 1, arbitrary: fc.tuple(expr, parts).map(([c, body]) => `%{~ for k, v in ${c} ~}${body}%{ endfor }`) },
        ),
        { maxLength: 5 },
      ),
    ),
  };
}

const expressions = fc.letrec((tie) => expressionArbitraries(tie as Tie));

/** A valid HCL expression on one line except inside brackets. */
export const hclExpression = expressions['expr'] as fc.Arbitrary<string>;

/** A heredoc (`<<EOT` or `<<-EOT`), ending with its marker line's line break. */
const heredoc: fc.Arbitrary<string> = fc
  .tuple(
    fc.boolean(),
    fc.array(joined(fc.array(fc.oneof({ weight: 4, arbitrary: HEREDOC_TEXT }, { weight: 1, arbitrary: hclExpression.filter((e) => !e.includes('\n')).map((e) => `\${${e}}`) }), { maxLength: 4 })), { maxLength: 3 }),
  )
  .map(([flush, lines]) => `<<${flush ? '-' : ''}EOT\n${lines.map((l) => `${l}\n`).join('')}${flush ? '  ' : ''}EOT\n`);

const LABELS = fc.array(fc.constantFrom(' "label"', ' "a b"', ' bare', ' "é$${x}"'), { maxLength: 2 });

const bodies = fc.letrec<{ body: string; item: string }>((tie) => ({
  body: joined(fc.array(tie('item'), { maxLength: 5 })),
  item: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: fc.tuple(NAME, hclExpression, fc.constantFrom('', ' # note', ' // note', ' /* note */')).map(([n, e, c]) => `${n} = ${e}${c}\n`) },
    { weight: 1, arbitrary: fc.tuple(NAME, heredoc).map(([n, h]) => `${n} = ${h}`) },
    { weight: 1, arbitrary: fc.tuple(NAME, LABELS, tie('body')).map(([n, labels, body]) => `${n}${labels.join('')} {\n${body}}\n`) },
    { weight: 1, arbitrary: fc.tuple(NAME, LABELS, NAME, hclExpression).map(([n, labels, a, e]) => `${n}${labels.join('')} { ${a} = ${e} }\n`) },
    { weight: 1, arbitrary: fc.tuple(NAME, LABELS).map(([n, labels]) => `${n}${labels.join('')} {}\n`) },
    { weight: 1, arbitrary: fc.constantFrom('\n', '# comment\n', '// comment\n', '/* a\n comment */\n', '  \t\n') },
  ),
}));

/** A valid HCL file: a body, maybe with CRLF line ends and a byte-order mark. */
export const hclFile: fc.Arbitrary<string> = fc
  .tuple(bodies.body, fc.boolean(), fc.boolean())
  .map(([body, crlf, bom]) => `${bom ? '\ufeff' : ''}${crlf ? body.replace(/\n/g, '\r\n') : body}`);
