import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  DeliveredPin,
  TopUpCancellation,
  TopUpProviderUnavailable,
  TopUpRequest,
  TopUpSender,
  TopUpState,
} from '@modules/orders/ports/top-up-sender.port';
import { sandboxProduct, sandboxRangedWholesaleCents } from './sandbox-products';
import {
  type SandboxTransaction,
  SandboxTransactionLedger,
} from './sandbox-transaction.sql-repository';

/** How long a sandbox top-up stays pending before it completes. */
export const SANDBOX_COMPLETION_MS = 1000;

/**
 * Simulated DT One transactions, kept in PostgreSQL by external id so the API, the worker and a
 * restarted process all see the same ones, and a Redis wipe cannot make it forget one (a second
 * send of the same order would be a second top-up). Outcomes by the number's last digits:
 * ...0000 is declined; ...9999 times out on the first send although the transaction was
 * recorded (like a real timeout after DT One accepted it); ...8888 stays pending (CREATED, so it
 * can be cancelled) until it is cancelled: a delayed top-up for demos and journeys
 * (docs/specification.md#delayed-top-ups); others complete after about a second, and then
 * the sandbox posts DT One's callback (the transaction) to the callback URL, as DT One does.
 * The state is derived from timestamps when read, so no timer has to survive a restart.
 * Each transaction carries the product's wholesale price and is paid from the sandbox balance
 * (not a declined one); a balance below the price is refused, as DT One refuses it.
 * A PIN product's completed transaction carries a PIN code and serial derived from the
 * transaction id (the same on every read, as DT One's are).
 */
export class SandboxTopUpSender extends TopUpSender {
  private readonly ledger: SandboxTransactionLedger;

  constructor(
    db: DataSource,
    private readonly completionMs = SANDBOX_COMPLETION_MS,
    private readonly callbackUrl: string | null = null,
  ) {
    super();
    this.ledger = new SandboxTransactionLedger(db);
  }

  async send(request: TopUpRequest): Promise<TopUpState> {
    // A reused external id is answered with its transaction: record() finds it (no look-up
    // first, one statement less per send), as do the refusals below.
    if (!sandboxProduct(request.productId)) {
      // DT One refuses an unknown product without creating a transaction.
      return this.existingOr(request.externalId, 'Product not available');
    }
    const product = sandboxProduct(request.productId)!;
    // A ranged product is sent with its typed amount, within its range (DT One refuses others).
    let wholesaleCents = product.wholesaleUsdCents;
    if (product.kind === 'ranged') {
      const sent = request.sentUsdCents;
      const range = product.range!;
      if (!sent || sent < range.minCents || sent > range.maxCents)
        return this.existingOr(request.externalId, 'Amount is out of range');
      wholesaleCents = sandboxRangedWholesaleCents(product, sent);
    }
    const declined = digitsOf(request.mobileNumber).endsWith('0000');
    const recorded = await this.ledger.record(
      {
        externalId: request.externalId,
        productId: request.productId,
        mobileNumber: request.mobileNumber,
        wholesaleCents,
      },
      declined ? 0 : (wholesaleCents ?? 0),
    );
    if (recorded === 'insufficient-balance') {
      return { state: 'failed', providerTransactionId: null, reason: 'Insufficient balance' };
    }
    const { transaction, created } = recorded;
    // Another process sent the same order at the same moment: answer its transaction.
    if (!created) return this.stateOf(transaction);
    this.callBackWhenSettled(transaction);
    if (digitsOf(request.mobileNumber).endsWith('9999')) {
      throw new TopUpProviderUnavailable(
        'DT One sandbox: no answer in time (the transaction was recorded)',
      );
    }
    return this.stateOf(transaction);
  }

  /** The transaction the external id already has, or DT One's refusal of a new one. */
  private async existingOr(externalId: string, reason: string): Promise<TopUpState> {
    const existing = await this.ledger.find(externalId);
    return existing
      ? this.stateOf(existing)
      : { state: 'failed', providerTransactionId: null, reason };
  }

  async findByExternalId(externalId: string): Promise<TopUpState | null> {
    const transaction = await this.ledger.find(externalId);
    return transaction ? this.stateOf(transaction) : null;
  }

  override async cancel(providerTransactionId: string): Promise<TopUpCancellation> {
    const transaction = await this.ledger.findById(providerTransactionId);
    // DT One cancels only what it has not sent to the operator yet: here the held ones.
    if (!transaction || !holds(transaction) || transaction.cancelledAt) return 'refused';
    return (await this.ledger.cancel(providerTransactionId)) ? 'cancelled' : 'refused';
  }

  /**
   * DT One posts the transaction to the callback URL once it settles; so does the sandbox, a
   * moment after it completes (best effort, as a callback is only a hint: polling follows anyway).
   */
  private callBackWhenSettled(transaction: SandboxTransaction): void {
    const url = this.callbackUrl;
    if (!url || holds(transaction)) return;
    setTimeout(() => {
      const state = this.stateOf(transaction);
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(sandboxCallbackBody(transaction, state)),
        signal: AbortSignal.timeout(5000),
      }).catch(() => undefined);
    }, this.completionMs + 50).unref();
  }

  private stateOf(transaction: SandboxTransaction): TopUpState {
    const providerTransactionId = transaction.id;
    const { wholesaleCents } = transaction;
    if (transaction.cancelledAt) {
      return {
        state: 'failed',
        providerTransactionId,
        reason: 'Cancelled',
        cancelled: true,
        wholesaleCents,
      };
    }
    if (holds(transaction)) return { state: 'pending', providerTransactionId, wholesaleCents };
    if (digitsOf(transaction.mobileNumber).endsWith('0000')) {
      return {
        state: 'failed',
        providerTransactionId,
        reason: 'Declined by the operator',
        wholesaleCents,
      };
    }
    if (Date.now() - transaction.createdAt.getTime() < this.completionMs)
      return { state: 'pending', providerTransactionId, wholesaleCents };
    const pin =
      sandboxProduct(transaction.productId)?.kind === 'pin' ? sandboxPin(transaction) : null;
    return {
      state: 'completed',
      providerTransactionId,
      wholesaleCents,
      operatorReference: `SBX${providerTransactionId.padStart(9, '0')}`,
      ...(pin ? { pin } : {}),
    };
  }
}

/** A 14-digit code and a serial, stable per transaction (nothing secret: it is the sandbox). */
export function sandboxPin(
  transaction: Pick<SandboxTransaction, 'id' | 'externalId'>,
): DeliveredPin {
  const digest = createHash('sha256')
    .update(`${transaction.id}:${transaction.externalId}`)
    .digest();
  const digits = [...digest].map((b) => String(b % 10)).join('');
  return { code: digits.slice(0, 14), serial: `SBX${digits.slice(14, 24)}` };
}

/** ...8888: the sandbox keeps the top-up pending, like one stuck at the operator. */
function holds(transaction: SandboxTransaction): boolean {
  return digitsOf(transaction.mobileNumber).endsWith('8888');
}

/** The callback's body in DT One's wire format: the transaction (the parts the adapter reads). */
function sandboxCallbackBody(transaction: SandboxTransaction, state: TopUpState) {
  const statusClass =
    state.state === 'completed'
      ? { id: 7, message: 'COMPLETED' }
      : state.state === 'failed'
        ? { id: 9, message: 'DECLINED' }
        : { id: 2, message: 'CONFIRMED' };
  return {
    id: Number(transaction.id),
    external_id: transaction.externalId,
    status: { id: statusClass.id * 10000, message: statusClass.message, class: statusClass },
    operator_reference: state.operatorReference ?? null,
  };
}

function digitsOf(mobileNumber: string): string {
  return mobileNumber.replace(/\D/g, '');
}
