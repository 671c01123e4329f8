/**
 * Checkstyle XML, as ESLint's `checkstyle` format writes it, for the tools
 * that read it: reviewdog (`-f=checkstyle`), Jenkins warnings-ng, SonarQube.
 * One `<file>` per linted file with findings (absolute path, as ESLint
 * writes it), one `<error>` per finding with its line, column, severity
 * (`error`, `warning`, `info`), message and `source` (`edgelint.<rule id>`).
 */
import { XML_DECLARATION, xmlAttribute } from './xml.js';
import { ruleName } from './rule-name.js';
import type { Formatter } from './types.js';

const SEVERITY = { 2: 'error', 1: 'warning', 0: 'info' } as const;

const checkstyle: Formatter = (results) => {
  const out = [XML_DECLARATION, '<checkstyle version="4.3">'];
  for (const result of results) {
    if (result.messages.length === 0) continue;
    out.push(`  <file name="${xmlAttribute(result.filePath)}">`);
    for (const m of result.messages) {
      out.push(
        `    <error line="${m.line}" column="${m.column}" severity="${SEVERITY[m.severity]}" message="${xmlAttribute(m.message)}" source="${xmlAttribute(`edgelint.${ruleName(m)}`)}" />`,
      );
    }
    out.push('  </file>');
  }
  out.push('</checkstyle>');
  return `${out.join('\n')}\n`;
};

export default checkstyle;
