import { it } from 'vitest';
import { loadSource } from './source-file.js';
function show(name: string, path: string, text: string) {
  const t0 = performance.now();
  const f = loadSource(path, text);
  const ms = (performance.now() - t0).toFixed(0);
  console.log(name, ms + 'ms', 'docs', f.documents.length, f.documents.map(d => [d.fatal, JSON.stringify(d.value)?.slice(0, 60)]), f.problems.map(p => [p.code, f.range(p.start, p.end), p.message.slice(0, 140)]));
}
it('smoke', () => {
  show('deep flow 100k', 'a.yaml', '['.repeat(100000) + ']'.repeat(100000));
  show('deep flow 257', 'a.yaml', '['.repeat(257) + ']'.repeat(257));
  show('deep flow 256', 'a.yaml', '['.repeat(256) + ']'.repeat(256));
  show('deep block 300', 'a.yaml', Array.from({length: 300}, (_, i) => ' '.repeat(i) + 'a:').join('\n') + ' x\n');
  show('deep json 100k', 'a.json', '['.repeat(100000) + ']'.repeat(100000));
  show('bomb', 'a.yaml', 'a: &a [x,x,x,x,x,x,x,x,x,x]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d,*d]\nf: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e,*e]\ng: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f,*f]\nh: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g,*g]\ni: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h,*h]\n');
  show('cycle', 'a.yaml', 'a: &a [*a]');
  show('unknown alias', 'a.yaml', 'a: *nope');
  show('dup', 'a.yaml', 'a: 1\nb: 2\na: 3\n');
  show('empty', 'a.yaml', '');
  show('empty json', 'a.json', '');
  show('comment only', 'a.yaml', '# hi\n');
  show('multi', 'a.yaml', 'a: 1\n---\nb: 2\n---\n');
  show('bom', 'a.yaml', '\ufeffa: [1,]\nb: @x\n');
  show('lone cr', 'a.yaml', 'a: 1\rb: "x\r  y"\r');
  show('nul', 'a.yaml', 'a: x\0y\n');
  show('json trailing', 'a.json', '{"a": [1,2,],}');
  show('json ok', 'a.json', '{"a": "b\\u0041", "a": 2}');
  show('tab indent', 'a.yaml', 'a:\n\tb: 1\n');
  show('merge 1.1', 'a.yaml', '%YAML 1.1\n---\nbase: &b {x: 1, y: 2}\nd:\n  <<: *b\n  y: 3\n');
  show('proto', 'a.yaml', '__proto__: 1\nconstructor: 2\n');
  show('tag warn', 'a.yaml', 'a: !foo x\n');
  show('aliases 20k', 'a.yaml', Array.from({length: 20000}, (_, i) => `a${i}: &x${i} v\nb${i}: *x${i}\n`).join(''));
});
