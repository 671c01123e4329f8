/**
 * Plain values written as a YAML file a person reads and edits (`edgelint
 * import`, `edgelint init`): block style, two-space indent, no line
 * folding (an expression stays on one line), strings quoted only where
 * YAML needs it, and a leading comment. Written with the `yaml` package's
 * stringifier as YAML 1.2, the version the loader reads, so the file loads
 * back to the same value (the import test plans it against its source).
 */
import { Document, isScalar, isSeq, visit } from 'yaml';

/** A list of scalars this short is written on one line, in flow style: `[ClientIP, ClientRequestHost]`. */
const FLOW_LIST_WIDTH = 80;

/** `value` as a YAML document, after `comment` lines (each prefixed with `# `). */
export function writeYaml(value: unknown, comment: readonly string[] = []): string {
  const doc = new Document(value, { version: '1.2', aliasDuplicateObjects: false });
  visit(doc, {
    Seq(_key, node) {
      if (!isSeq(node) || node.items.length === 0 || !node.items.every(isScalar)) return;
      const width = node.items.reduce((n, item) => n + String(isScalar(item) ? item.value : '').length + 2, 2);
      if (width <= FLOW_LIST_WIDTH) node.flow = true;
    },
  });
  const body = doc.toString({ indent: 2, lineWidth: 0, minContentWidth: 0, defaultStringType: 'PLAIN', defaultKeyType: 'PLAIN', flowCollectionPadding: false });
  return [...comment.map((line) => (line ? `# ${line}` : '#')), body].join('\n');
}
