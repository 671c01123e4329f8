/**
 * The only module that touches the process: it runs the CLI and sets the
 * exit code (ESLint's bin/eslint.js). It never calls process.exit(), so
 * buffered output to a pipe is flushed before the process ends.
 *
 * The build bundles it as CommonJS (`dist/cli.cjs`, no top-level await), run
 * by `launch.ts` through a V8 code cache.
 */
import { allowOptimiserDeferral } from '../api/optimiser-deferral.js';
import { run } from './main.js';

/**
 * Standard output or error, got on first use: getting one builds the stream (Node's stream and net modules and a
 * pipe or terminal handle, a few ms), which a clean run that prints nothing never needs.
 */
const streams: { stdout?: NodeJS.WriteStream; stderr?: NodeJS.WriteStream } = {};
function stream(name: 'stdout' | 'stderr'): NodeJS.WriteStream {
  let got = streams[name];
  if (got === undefined) {
    got = streams[name] = process[name];
    // A closed pipe (`edgelint | head`) is not an error of ours.
    got.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
    });
  }
  return got;
}

// The process is edgelint's own: a mid-sized lint may switch V8's optimising compiler off while it runs.
allowOptimiserDeferral();

void run(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  stdoutIsTTY: () => stream('stdout').isTTY === true,
  writeOut: (text) => void (text && stream('stdout').write(text)),
  writeErr: (text) => void (text && stream('stderr').write(text)),
  readStdin: async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    // The bytes, decoded by the loader as a file's are: UTF-16 by its byte-order mark, invalid UTF-8 reported.
    return Buffer.concat(chunks);
  },
}).then((code) => {
  process.exitCode = code;
});
