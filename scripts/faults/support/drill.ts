/** What every drill answers, whoever wrote it: the orchestrator prints these lines. */
export interface DrillResult {
  name: string;
  ok: boolean;
  lines: string[];
}

/** What the orchestrator hands each drill: the database server, a migrated template, logs. */
export interface Suite {
  /** Any database URL on the server (throw-away databases are made next to it). */
  serverUrl: string;
  /** A migrated database that drills copy (CREATE DATABASE … TEMPLATE). */
  template: string;
  /** The run's log folder; each drill writes under its own sub-folder. */
  logs: string;
  /** Unique per run (database names). */
  stamp: string;
  /** Seeds the drills' random choices (printed, so a failing run can be replayed). */
  seed: number;
}

export type Drill = (suite: Suite) => Promise<DrillResult>;
