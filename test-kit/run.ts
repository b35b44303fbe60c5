import { spawn, spawnSync, SpawnOptions } from 'node:child_process';

export const log = (msg: string) => console.log(`\x1b[36m[selamtopup]\x1b[0m ${msg}`);

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(cmd: string, args: string[], opts: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/** Runs a command and throws with its output when it fails (for setup steps). */
export function must(
  cmd: string,
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): string {
  const res = spawnSync(cmd, args, { encoding: 'utf8', ...opts });
  if (res.status !== 0) {
    throw new Error(
      `${cmd} ${args.join(' ')} failed:\n${res.stdout ?? ''}${res.stderr ?? res.error?.message ?? ''}`,
    );
  }
  return res.stdout;
}

export function which(cmd: string): string | null {
  const res = spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' });
  return res.status === 0 ? res.stdout.trim() : null;
}

export const isRoot = () => process.getuid?.() === 0;

/** apt-get install, once per process; only possible as root. */
let aptUpdated = false;
export function aptInstall(packages: string[], why: string): void {
  if (!isRoot())
    throw new Error(
      `${why}: install ${packages.join(' ')} (apt-get install ${packages.join(' ')}) and try again.`,
    );
  log(`${why}: installing ${packages.join(' ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) must('apt-get', ['update', '-qq'], { env });
  aptUpdated = true;
  must('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Loads .env from the project root when present; real environment variables win. */
export function loadDotEnv(root: string): void {
  try {
    process.loadEnvFile(`${root}/.env`);
  } catch {
    /* no .env: defaults apply */
  }
}
