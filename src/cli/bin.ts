/**
 * The only module that touches the process: it runs the CLI and sets the
 * exit code (ESLint's bin/eslint.js). It never calls process.exit(), so
 * buffered output to a pipe is flushed before the process ends.
 *
 * The build bundles it as CommonJS (`dist/cli.cjs`, no top-level await), run
 * by `launch.ts` through a V8 code cache.
 */
import { run } from './main.js';

// A closed pipe (`edgelint | head`) is not an error of ours.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
}

void run(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  stdoutIsTTY: process.stdout.isTTY === true,
  writeOut: (text) => void process.stdout.write(text),
  writeErr: (text) => void process.stderr.write(text),
  readStdin: async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
}).then((code) => {
  process.exitCode = code;
});
