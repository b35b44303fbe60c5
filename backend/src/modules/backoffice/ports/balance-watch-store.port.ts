import type { BalanceWatch } from '../domain/provider-balance';

/**
 * Where the balance watch is kept (a settings row: the storefront's status reads its `closed`
 * beside the admins' configWeb).
 */
export abstract class BalanceWatchStore {
  abstract read(): Promise<BalanceWatch>;
  /**
   * Writes `next` and answers what it replaced, in one statement: of two checks at once, only
   * one sees a given crossing (so one mail, one audit line).
   */
  abstract replace(next: BalanceWatch): Promise<BalanceWatch>;
}
