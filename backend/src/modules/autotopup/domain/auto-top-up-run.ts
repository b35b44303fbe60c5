/**
 * One period of a schedule: its row is the period's only claim (primary key schedule + period),
 * so no period is charged twice; 'charging' until its end is written.
 */
export type RunState = 'charging' | 'paid' | 'failed' | 'refused' | 'skipped';

export interface AutoTopUpRun {
  scheduleId: string;
  period: number;
  state: RunState;
  dueAt: Date;
  orderId: string | null;
  outcome: string | null;
  detail: string | null;
  paymentRef: string | null;
  attempts: number;
  createdAt: Date;
  updatedAt: Date;
}
