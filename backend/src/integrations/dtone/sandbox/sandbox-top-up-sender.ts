import type Redis from 'ioredis';
import {
  TopUpProviderUnavailable,
  TopUpRequest,
  TopUpSender,
  TopUpState,
} from '../../../modules/orders/ports/top-up-sender.port';
import { sandboxProduct } from './sandbox-products';

/** How long a sandbox top-up stays pending before it completes. */
export const SANDBOX_COMPLETION_MS = 1000;
/** Kept long enough that a reused order id still finds its transaction; DT One keeps them for ever. */
const TTL_SECONDS = 90 * 24 * 3600;
const KEY = 'dtone-sandbox:tx:';
const SEQUENCE = 'dtone-sandbox:tx-seq';

interface SandboxTransaction {
  id: string;
  externalId: string;
  productId: string;
  mobileNumber: string;
  createdAt: number;
}

/**
 * Simulated DT One transactions, kept in Redis by external id so the API, the worker and a
 * restarted process all see the same ones. Outcomes by the number's last digits:
 * ...0000 is declined; ...9999 times out on the first send although the transaction was
 * recorded (like a real timeout after DT One accepted it); others complete after about a second.
 * The state is derived from timestamps when read, so no timer has to survive a restart.
 */
export class SandboxTopUpSender extends TopUpSender {
  constructor(
    private readonly redis: Redis,
    private readonly completionMs = SANDBOX_COMPLETION_MS,
  ) {
    super();
  }

  async send(request: TopUpRequest): Promise<TopUpState> {
    const existing = await this.read(request.externalId);
    if (existing) return this.stateOf(existing);
    if (!sandboxProduct(request.productId)) {
      // DT One refuses an unknown product without creating a transaction.
      return { state: 'failed', providerTransactionId: null, reason: 'Product not available' };
    }
    const transaction: SandboxTransaction = {
      id: String(100_000 + (await this.redis.incr(SEQUENCE))),
      externalId: request.externalId,
      productId: request.productId,
      mobileNumber: request.mobileNumber,
      createdAt: Date.now(),
    };
    const created = await this.redis.set(
      KEY + request.externalId,
      JSON.stringify(transaction),
      'EX',
      TTL_SECONDS,
      'NX',
    );
    if (created !== 'OK') {
      // Another process sent the same order at the same moment: answer its transaction.
      const winner = await this.read(request.externalId);
      if (winner) return this.stateOf(winner);
      throw new TopUpProviderUnavailable('DT One sandbox: transaction vanished while sending');
    }
    if (digitsOf(request.mobileNumber).endsWith('9999')) {
      throw new TopUpProviderUnavailable(
        'DT One sandbox: no answer in time (the transaction was recorded)',
      );
    }
    return this.stateOf(transaction);
  }

  async findByExternalId(externalId: string): Promise<TopUpState | null> {
    const transaction = await this.read(externalId);
    return transaction ? this.stateOf(transaction) : null;
  }

  private async read(externalId: string): Promise<SandboxTransaction | null> {
    const raw = await this.redis.get(KEY + externalId);
    return raw ? (JSON.parse(raw) as SandboxTransaction) : null;
  }

  private stateOf(transaction: SandboxTransaction): TopUpState {
    const providerTransactionId = transaction.id;
    if (digitsOf(transaction.mobileNumber).endsWith('0000')) {
      return { state: 'failed', providerTransactionId, reason: 'Declined by the operator' };
    }
    return Date.now() - transaction.createdAt >= this.completionMs
      ? { state: 'completed', providerTransactionId }
      : { state: 'pending', providerTransactionId };
  }
}

function digitsOf(mobileNumber: string): string {
  return mobileNumber.replace(/\D/g, '');
}
