import { spawn } from 'node:child_process';

/**
 * A step run at a lower scheduling priority (`nice`, 1 to 19: the higher, the more it yields), so that the steps
 * beside it that keep time limits get the cores first. Where there is no `nice` (Windows) the step runs as it is.
 */
export function inBackground(step, niceness = 10) {
  if (process.platform === 'win32') return step;
  return { ...step, command: 'nice', args: ['-n', String(niceness), step.command, ...step.args] };
}

/** Runs one step with its output kept, resolving with `{ label, ok, output }` once it ends. */
export function runBuffered({ label, command, args }, { cwd, env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ label, ok: false, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ label, ok: code === 0, output }));
  });
}

/** Runs one step with its output shown as it comes; resolves with whether it passed. */
export function runShown({ label, command, args }, { cwd, env = process.env } = {}) {
  console.log(`\n▶ ${label}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(error.message);
      resolve(false);
    });
    child.on('close', (code) => resolve(code === 0));
  });
}

/**
 * Runs single-threaded steps (the type-check and the linter, the web and server builds) at the same time, so a
 * two-core machine keeps both cores busy. Each step's output is printed whole once it ends, never interleaved.
 * Resolves with the steps that failed.
 */
export async function sideBySide(steps, options = {}) {
  const results = await Promise.all(steps.map((step) => runBuffered(step, options)));
  for (const { label, ok, output } of results) {
    console.log(`\n▶ ${label}${ok ? '' : ' (failed)'}`);
    if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  }
  return results.filter((result) => !result.ok).map((result) => result.label);
}
