import { it } from 'vitest';
import { parseYaml } from './yaml-parse.js';
import { buildDocumentValue } from './document-value.js';
import { LineIndex } from './position.js';
import { loadSource } from './source-file.js';
it('profile', { timeout: 300000 }, () => {
  const parts: string[] = []; let size = 0;
  for (let i = 0; size < 10_000_000; i++) { const s = `- name: rule-${i}\n  expression: 'http.host eq "a${i}.example.com" and ip.src in {192.0.2.0/24}'\n  action: block\n  tags: [a, b, "c"]\n  description: >-\n    some folded\n    text here\n`; parts.push(s); size += s.length; }
  const text = parts.join('');
  let t = performance.now(); const li = new LineIndex(text); console.log('lines', (performance.now()-t).toFixed(0));
  t = performance.now(); const p = parseYaml(text, {json: false}); console.log('parse', (performance.now()-t).toFixed(0));
  t = performance.now(); buildDocumentValue(p.documents[0]!, (o) => li.position(o)); console.log('value', (performance.now()-t).toFixed(0));
  t = performance.now(); loadSource('x.yaml', text); console.log('total', (performance.now()-t).toFixed(0));
  const json = JSON.stringify(JSON.parse(JSON.stringify(parts.map((_, i) => ({ name: `rule-${i}`, expression: 'http.host eq "a"', tags: ['a', 'b'] })))), null, 2);
  t = performance.now(); const jf = loadSource('x.json', json); console.log('json', (json.length/1e6).toFixed(1), 'MB', (performance.now()-t).toFixed(0), jf.problems.length);
});
