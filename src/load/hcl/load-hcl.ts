/**
 * The HCL front end: a `.tf` file → one document, the edgelint manifest of
 * its `cloudflare_ruleset`, `cloudflare_logpush_job`, `cloudflare_list` and
 * `cloudflare_list_item` resources (`../terraform/manifest.ts`; the types
 * are `TERRAFORM_RESOURCE_TYPES`), positioned on the HCL tokens
 * (`null` when it holds none of them, as most Terraform files do). A syntax
 * error is one fatal problem: the validator (`hcl-validator.ts`), run on
 * every file, puts it at the first token HCL's own parser stops at, saying
 * what was expected; when the validator finds none in a file tree-sitter
 * rejects, it is at the first error or missing token the grammar found. Comments (`#`, `//`, `/* … *\/`) carry suppression directives.
 *
 * One walk of the syntax tree finds comments and the first error; the
 * evaluation is linear too (`evaluate.ts`). Never throws.
 */
import { loadProblem, type LoadProblem } from '../load-problem.js';
import { LoadedSourceFile } from '../loaded-file.js';
import { LineIndex, type SourceRange } from '../position.js';
import type { SourceComment, SourceFile } from '../source-file.js';
import { TreeDocument } from '../tree-document.js';
import type { TreeNode } from '../value-tree.js';
import { TERRAFORM_RESOURCE_TYPES } from '../../data/terraform-provider.js';
import { terraformManifest } from '../terraform/manifest.js';
import { zoneNameOf, type TerraformConfig, type TerraformResource } from '../terraform/terraform-config.js';
import { blockParts, HclEvaluator } from './evaluate.js';
import { named, parseHcl, type HclComment, type SyntaxNode } from './hcl-parser.js';
import { validateHcl } from './hcl-validator.js';
import { HCL_SYNTAX_MESSAGES as M, unexpectedTokenMessage } from './syntax-messages.js';

const rangeOf = (node: SyntaxNode): SourceRange => ({ start: node.start, end: node.end });

export function loadHclSource(path: string, text: string): SourceFile {
  const lines = new LineIndex(text);
  const whole = { start: 0, end: text.length };
  const fatal = (problem: LoadProblem): SourceFile => new LoadedSourceFile(path, text, 'hcl', lines, [new TreeDocument(0, null, whole, [problem])], [], () => []);
  // A byte-order mark is not HCL; a blank of the same length keeps every offset.
  const readable = text.charCodeAt(0) === 0xfeff ? ` ${text.slice(1)}` : text;
  const parsed = parseHcl(readable, isRead);
  if ('unavailable' in parsed) return fatal(loadProblem('parser-unavailable', parsed.unavailable, 0, 0));
  const comments = parsed.comments.map((c) => commentOf(c, text));
  // The validator reads as HCL's own parser does, on every file: it finds where that parser stops and says what it expected
  // (tree-sitter's recovery often reports far from the mistake), and it rejects what tree-sitter's grammar lets through and
  // Terraform does not (`a = 1 b = 2` on one line, a block's `{` on the next line, `"${}"`).
  const found = validateHcl(readable);
  if (parsed.error || found) {
    const problem = found ? loadProblem('hcl-syntax', found.message, found.start, found.end) : syntaxProblem(parsed.error!, text, lines);
    const document = new TreeDocument(0, null, whole, [problem]);
    return new LoadedSourceFile(path, text, 'hcl', lines, [document], [], () => comments);
  }
  try {
    const problems: LoadProblem[] = [];
    const config = configOf(parsed.root, text, problems);
    const manifest = terraformManifest(config, whole);
    for (const problem of manifest.problems) problems.push(problem);
    const document = new TreeDocument(0, manifest.root, whole, problems, { partial: true, origin: 'terraform', resourceAt: (at) => manifest.labelAt(at) });
    return new LoadedSourceFile(path, text, 'hcl', lines, [document], [], () => comments);
  } catch (e) {
    // Not expected: the evaluation is total. Still, loading never throws.
    return fatal(loadProblem('hcl-syntax', `The file could not be read: ${e instanceof Error ? e.message : String(e)}.`, 0, Math.min(1, text.length)));
  }
}

const READ_TYPES: ReadonlySet<string> = new Set([...TERRAFORM_RESOURCE_TYPES, 'cloudflare_zone']);

/** The blocks read: `locals`, the resources edgelint maps, and the zones that name a `zone_id`. */
function isRead(type: string, labels: readonly string[]): boolean {
  if (type === 'locals') return true;
  const resourceType = labels[0] ?? '';
  return (type === 'resource' && READ_TYPES.has(resourceType)) || (type === 'data' && resourceType === 'cloudflare_zone');
}

function commentOf(comment: HclComment, text: string): SourceComment {
  const start = comment.start;
  let end = comment.end;
  while (end > start && (text[end - 1] === '\n' || text[end - 1] === '\r')) end--;
  const raw = text.slice(start, end);
  const body = raw.startsWith('#') ? raw.slice(1) : raw.startsWith('/*') ? raw.slice(2, raw.endsWith('*/') ? -2 : undefined) : raw.slice(2);
  return { start, end, text: body };
}

const MISSING_NAMES: Readonly<Record<string, string>> = {
  block_end: '}',
  object_end: '}',
  tuple_end: ']',
  quoted_template_end: '"',
  template_interpolation_end: '}',
  template_directive_end: '}',
  heredoc_identifier: 'the heredoc’s closing marker',
};

function syntaxProblem(node: SyntaxNode, text: string, lines: LineIndex): LoadProblem {
  if (node.missing) {
    const what = MISSING_NAMES[node.type] ?? node.type;
    if (node.opener === undefined) return loadProblem('hcl-syntax', `Missing \`${what}\` here; this is not valid HCL.`, node.start, node.end);
    // Where the parser gave up can be far from the mistake (a string left open runs to the end of the file): name the opener, as Terraform does.
    const opener = { text: text.slice(node.opener.start, node.opener.end), ...lines.position(node.opener.start) };
    return loadProblem('hcl-syntax', M.neverClosed(what, opener), node.start, node.end);
  }
  const template = unclosedTemplatePart(node.children[0]);
  if (template) return loadProblem('hcl-syntax', template.message, template.start, template.end);
  // Point at the first token the grammar could not place.
  let first: SyntaxNode = node;
  while (first.children[0]) first = first.children[0];
  const start = first.start;
  const end = Math.max(first.end, Math.min(text.length, start + 1));
  const token = (text.slice(start, end).split(/\r?\n/)[0] ?? '').trim();
  return loadProblem('hcl-syntax', unexpectedTokenMessage(token), start, end);
}

/**
 * In a stretch the grammar could not read (an `ERROR` node), a template part
 * left open: an interpolation `${` without its `}` (`"${var.x"`), or a
 * `%{ if }` / `%{ for }` without its `%{ endif }` / `%{ endfor }`. Error
 * recovery wraps the whole file in that stretch, so its first token (the
 * first block's type) says nothing; Terraform points at the template part.
 * The last one left open among the stretch's own tokens, when there is one.
 */
function unclosedTemplatePart(error: SyntaxNode | undefined): { message: string; start: number; end: number } | undefined {
  if (error === undefined) return undefined;
  const open: SyntaxNode[] = [];
  let directive: SyntaxNode | undefined;
  for (const child of error.children) {
    if (child.type === 'template_interpolation_start') open.push(child);
    else if (child.type === 'template_interpolation_end') open.pop();
    else if (child.type === 'template_if_intro' || child.type === 'template_for_start') directive = child;
    else if (child.type === 'template_if_end' || child.type === 'template_for_end') directive = undefined;
  }
  const interpolation = open.at(-1);
  if (interpolation) return { message: M.interpolationOpen(), start: interpolation.start, end: interpolation.end };
  if (directive) return { message: M.directiveUnclosed(directive.type === 'template_if_intro' ? 'if' : 'for'), start: directive.start, end: directive.end };
  return undefined;
}

/** The resources, locals and zone names of a file. */
function configOf(root: SyntaxNode, text: string, problems: LoadProblem[]): TerraformConfig {
  const body = named(root).find((c) => c.type === 'body');
  const blocks = (body ? named(body) : []).filter((c) => c.type === 'block');
  const locals = new Map<string, SyntaxNode>();
  for (const block of blocks) {
    const parts = blockParts(block, text);
    if (parts?.type !== 'locals' || !parts.body) continue;
    for (const attribute of named(parts.body)) {
      if (attribute.type !== 'attribute') continue;
      const name = named(attribute).find((c) => c.type === 'identifier');
      const expression = named(attribute).find((c) => c.type === 'expression');
      const key = name && text.slice(name.start, name.end);
      if (key && expression && !locals.has(key)) locals.set(key, expression);
    }
  }
  const evaluator = new HclEvaluator(text, problems, locals);
  const resources: TerraformResource[] = [];
  const zoneNames = new Map<string, TreeNode>();
  for (const block of blocks) {
    const parts = blockParts(block, text);
    if (!parts || (parts.type !== 'resource' && parts.type !== 'data') || parts.labels.length !== 2) continue;
    const [type, name] = parts.labels as [{ value: string; range: SourceRange }, { value: string; range: SourceRange }];
    const head = { start: parts.typeRange.start, end: name.range.end };
    const relevant = parts.type === 'resource' && (TERRAFORM_RESOURCE_TYPES as readonly string[]).includes(type.value);
    const zone = type.value === 'cloudflare_zone';
    if (!relevant && !zone) continue;
    const value = evaluator.body(parts.body, rangeOf(block), head);
    if (value.kind !== 'object') continue;
    if (relevant) {
      resources.push({ type: type.value, name: name.value, address: `${type.value}.${name.value}`, range: rangeOf(block), head, body: value });
    } else {
      const zoneName = zoneNameOf(value);
      if (zoneName) zoneNames.set(`${parts.type === 'data' ? 'data.' : ''}cloudflare_zone.${name.value}`, zoneName);
    }
  }
  return { resources, zoneNames };
}
