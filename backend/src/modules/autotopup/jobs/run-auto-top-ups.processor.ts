import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { QUEUES } from '@shared/queues/queue-names';
import { ActivateAutoTopUpsService } from '../services/activate-auto-top-ups.service';
import { RunDueAutoTopUpsService } from '../services/run-due-auto-top-ups.service';
import { SendAutoTopUpRemindersService } from '../services/send-auto-top-up-reminders.service';
import { StopAfterPaymentAlertsService } from '../services/stop-after-payment-alerts.service';

/**
 * Every AUTO_TOPUP_CHECK_SECONDS, once per cluster (the 'auto-top-up-runs' scheduler in
 * shared/queues): first payments start their schedules, payment alerts cancel a customer's
 * schedules before anything is charged, reminders go, then the due periods run. Every step is
 * claimed in the database, so a second pass at the same moment (a stalled job run again after a
 * kill, a second worker) charges and mails nothing twice.
 */
@Processor(QUEUES.autoTopUps, { concurrency: 1 })
export class RunAutoTopUpsProcessor extends WorkerHost {
  private readonly logger = new Logger(RunAutoTopUpsProcessor.name);

  constructor(
    private readonly activations: ActivateAutoTopUpsService,
    private readonly alerts: StopAfterPaymentAlertsService,
    private readonly reminders: SendAutoTopUpRemindersService,
    private readonly runs: RunDueAutoTopUpsService,
  ) {
    super();
  }

  async process() {
    const started = await this.activations.activatePending();
    const cancelled = await this.alerts.stop();
    const reminded = await this.reminders.remind();
    const summary = await this.runs.runDue();
    if (started || cancelled || reminded || summary.claimed || summary.retried) {
      this.logger.log(
        `Auto top-ups: ${started} started, ${cancelled} cancelled, ${reminded} reminded, ` +
          `${summary.claimed} due, ${summary.retried} retried, ${summary.paid} paid, ` +
          `${summary.failed} failed, ${summary.refused} refused`,
      );
    }
    return { started, cancelled, reminded, ...summary };
  }
}
