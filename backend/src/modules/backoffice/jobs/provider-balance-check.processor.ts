import { Processor, WorkerHost } from '@nestjs/bullmq';
import { QUEUES } from '@shared/queues/queue-names';
import type { BalanceWatch } from '../domain/provider-balance';
import { CheckProviderBalanceService } from '../services/check-provider-balance.service';

/**
 * Every DTONE_BALANCE_CHECK_SECONDS, once per cluster (the 'provider-balance-check' scheduler in
 * shared/queues): one balance read, bounded by the DT One client's timeout and retry cap.
 */
@Processor(QUEUES.providerBalance, { concurrency: 1 })
export class ProviderBalanceCheckProcessor extends WorkerHost {
  constructor(private readonly checks: CheckProviderBalanceService) {
    super();
  }

  process(): Promise<BalanceWatch> {
    return this.checks.check();
  }
}
