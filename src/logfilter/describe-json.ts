import type { JsonNode } from './json-tree.js';
import { quoteForMessage } from './problem.js';

/** A short human description of a JSON node for `found` placeholders. */
export function describeJsonNode(node: JsonNode, text: string): string {
  switch (node.kind) {
    case 'object':
      return 'an object';
    case 'array':
      return 'an array';
    case 'string':
      return `the string \`${quoteForMessage(text.slice(node.start, node.end))}\``;
    case 'number':
      return `the number \`${quoteForMessage(node.raw)}\``;
    case 'boolean':
      return `\`${String(node.value)}\``;
    case 'null':
      return '`null`';
  }
}
