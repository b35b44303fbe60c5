import { setTimeout as sleep } from 'node:timers/promises';
import {
  TopUpCancellation,
  TopUpRequest,
  TopUpSender,
  TopUpState,
} from '@modules/orders/ports/top-up-sender.port';

/**
 * A slow DT One for fault drills: the send is recorded at once, the answer comes `latencyMs`
 * later with the transaction's state at that moment (as a slow provider answers). It keeps a
 * fulfil job running long enough to stop or kill the worker under it.
 */
export class SandboxLatency extends TopUpSender {
  constructor(
    private readonly inner: TopUpSender,
    private readonly latencyMs: number,
  ) {
    super();
  }

  async send(request: TopUpRequest): Promise<TopUpState> {
    const sent = await this.inner.send(request);
    await sleep(this.latencyMs);
    return (await this.inner.findByExternalId(request.externalId)) ?? sent;
  }

  findByExternalId(externalId: string): Promise<TopUpState | null> {
    return this.inner.findByExternalId(externalId);
  }

  override cancel(providerTransactionId: string): Promise<TopUpCancellation> {
    return this.inner.cancel(providerTransactionId);
  }
}
