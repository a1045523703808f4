import { spawn } from 'node:child_process';

/**
 * Runs single-threaded steps (the type-check and the linter, the web and server builds) at the same time, so a
 * two-core machine keeps both cores busy. Each step's output is printed whole once it ends, never interleaved.
 * Resolves with the steps that failed.
 */
export async function sideBySide(steps, { cwd, env = process.env } = {}) {
  const runs = steps.map(
    ({ label, command, args }) =>
      new Promise((resolve) => {
        const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('error', (error) => resolve({ label, ok: false, output: `${output}${error.message}\n` }));
        child.on('close', (code) => resolve({ label, ok: code === 0, output }));
      }),
  );
  const results = await Promise.all(runs);
  for (const { label, ok, output } of results) {
    console.log(`\n▶ ${label}${ok ? '' : ' (failed)'}`);
    if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  }
  return results.filter((result) => !result.ok).map((result) => result.label);
}
