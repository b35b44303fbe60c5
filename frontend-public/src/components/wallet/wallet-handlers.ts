/** What the payer's choice led to: done (an outcome the screen shows) or choose again. */
export type ApproveResult = 'done' | 'retry';

export interface WalletHandlers {
  /**
   * Creates the gateway order and resolves its id. On failure the screen shows its outcome
   * itself and this rejects, which stops the wallet flow.
   */
  createOrder: () => Promise<string>;
  /** Captures the approved order; 'retry' lets the payer choose another funding source. */
  onApprove: (walletOrderId: string) => Promise<ApproveResult>;
  disabled?: boolean;
}
