/** The name of a worker's copy of the run's database (made by global-setup.ts, picked by env.ts). */
export function workerDatabaseName(runDatabaseUrl: string, worker: number | string): string {
  return `${decodeURIComponent(new URL(runDatabaseUrl).pathname.slice(1))}_w${worker}`;
}
