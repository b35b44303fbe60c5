import { spawn, SpawnOptions } from 'node:child_process';
import { log } from '@selamtopup/test-kit/run';

/** Runs a command for a step; resolves with its exit code. */
export type Runner = (cmd: string, args: string[], opts?: SpawnOptions) => Promise<number>;

export interface Step {
  name: string;
  /** Names of steps that must have passed before this one starts (e.g. the build). */
  after?: string[];
  run: (sh: Runner) => Promise<number>;
}

export interface Outcome {
  name: string;
  /** null: not run, because an earlier step failed. */
  code: number | null;
  seconds: number;
}

/**
 * Runs `steps` `jobs` at a time, in their order as far as `after` allows. With more than one job,
 * each step's output is held and printed in one block when the step ends, so parallel steps do
 * not interleave; with one job it streams as it comes. After a failure no new step starts; the
 * running ones finish (killing them would leave their throw-away databases behind).
 */
export async function runSteps(steps: Step[], jobs: number): Promise<Outcome[]> {
  const outcomes = new Map<string, Outcome>();
  const waiting = [...steps];
  const running = new Set<Promise<void>>();
  let failed = false;
  const passed = (name: string) => outcomes.get(name)?.code === 0;

  const start = (step: Step) => {
    const started = Date.now();
    const held: Buffer[] = [];
    const sh: Runner =
      jobs === 1 ? liveRunner : (cmd, args, opts) => heldRunner(cmd, args, opts, held);
    if (jobs > 1) log(`── started: ${step.name}`);
    else log(`── ${step.name}`);
    const done = step
      .run(sh)
      .catch((err: unknown) => {
        held.push(Buffer.from(`${err instanceof Error ? err.stack : String(err)}\n`));
        return 1;
      })
      .then((code) => {
        const seconds = Math.round((Date.now() - started) / 1000);
        outcomes.set(step.name, { name: step.name, code, seconds });
        if (jobs > 1) {
          log(`── ${code === 0 ? 'ok' : 'FAIL'}: ${step.name} (${seconds}s)`);
          process.stdout.write(Buffer.concat(held));
        }
        if (code !== 0) failed = true;
        running.delete(done);
      });
    running.add(done);
  };

  for (;;) {
    while (!failed && running.size < jobs) {
      const next = waiting.findIndex((s) => (s.after ?? []).every(passed));
      if (next < 0) break;
      start(waiting.splice(next, 1)[0]);
    }
    if (running.size === 0) break;
    await Promise.race(running);
  }
  return steps.map((s) => outcomes.get(s.name) ?? { name: s.name, code: null, seconds: 0 });
}

const liveRunner: Runner = (cmd, args, opts = {}) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });

function heldRunner(
  cmd: string,
  args: string[],
  opts: SpawnOptions = {},
  held: Buffer[],
): Promise<number> {
  return new Promise((resolve) => {
    // Colours as on a terminal, though the output goes through a pipe first.
    const env = { ...(opts.env ?? process.env), FORCE_COLOR: '1' };
    const child = spawn(cmd, args, { ...opts, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (chunk: Buffer) => held.push(chunk));
    child.stderr!.on('data', (chunk: Buffer) => held.push(chunk));
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      held.push(Buffer.from(`${cmd}: ${err.message}\n`));
      resolve(127);
    });
  });
}

/** The summary every run ends with: one line per step, ok/FAIL with its seconds. */
export function summary(outcomes: Outcome[], wallSeconds: number): string {
  const lines = outcomes.map((o) =>
    o.code === null
      ? `skip ${o.name} (an earlier step failed)`
      : `${o.code === 0 ? 'ok  ' : 'FAIL'} ${o.name} (${o.seconds}s)`,
  );
  const ran = outcomes.filter((o) => o.code !== null);
  const failed = ran.filter((o) => o.code !== 0).length;
  lines.push(`${ran.length - failed} passed, ${failed} failed in ${wallSeconds}s`);
  return lines.join('\n');
}
