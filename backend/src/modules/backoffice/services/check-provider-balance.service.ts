import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { formatCents } from '@shared/domain/money';
import { Mailer } from '@shared/ports/mailer.port';
import { RecordAdminActionService } from '@modules/identity/services/record-admin-action.service';
import {
  BalanceThresholds,
  BalanceWatch,
  crossings,
  watchAfterFailure,
  watchAfterReading,
} from '../domain/provider-balance';
import { AdminRecipients } from '../ports/admin-recipients.port';
import { BalanceWatchStore } from '../ports/balance-watch-store.port';
import { ProviderBalance } from '../ports/provider-balance.port';

/** Who the audit log names for what the balance watch does (no admin did it). */
export const BALANCE_WATCH_ACTOR = 'system (DT One balance)';

/** The thresholds of the settings, in cents. */
export function balanceThresholds(config: AppConfig): BalanceThresholds {
  return {
    warnBelowCents: Math.round(config.env.DTONE_BALANCE_WARN_USD * 100),
    closeBelowCents: Math.round(config.env.DTONE_BALANCE_CLOSE_USD * 100),
  };
}

/**
 * The scheduled balance check (docs/specification.md#provider-balance): reads DT One's balance,
 * mails the admins once when it falls below the warning threshold, closes the storefront below
 * the closing one and opens it again once the balance is back, so customers are never charged
 * for top-ups that cannot be sent. The automatic close is its own flag beside configWeb: an
 * admin's close stays closed whatever the balance does. A failed read changes nothing.
 */
@Injectable()
export class CheckProviderBalanceService {
  private readonly logger = new Logger(CheckProviderBalanceService.name);

  constructor(
    private readonly balance: ProviderBalance,
    private readonly store: BalanceWatchStore,
    private readonly admins: AdminRecipients,
    private readonly mailer: Mailer,
    private readonly audit: RecordAdminActionService,
    private readonly config: AppConfig,
  ) {}

  async check(now = new Date()): Promise<BalanceWatch> {
    const thresholds = balanceThresholds(this.config);
    let next: BalanceWatch;
    try {
      next = watchAfterReading(await this.balance.read(), thresholds, now);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.logger.warn(`DT One balance not read: ${message}; storefront left as it is`);
      const failed = watchAfterFailure(await this.store.read(), message);
      await this.store.replace(failed);
      return failed;
    }
    const previous = await this.store.replace(next);
    const crossed = crossings(previous, next);
    const balance = `${formatCents(next.availableCents!)} ${next.currency}`;
    if (crossed.closedNow) {
      this.logger.warn(`Storefront closed automatically: DT One balance ${balance}`);
      await this.audit.record({
        adminId: null,
        adminEmail: BALANCE_WATCH_ACTOR,
        action: 'storefront.switched',
        detail: `Disabled automatically: DT One balance ${balance} is below ${formatCents(thresholds.closeBelowCents)}`,
      });
    }
    if (crossed.reopenedNow) {
      this.logger.log(`Storefront reopened automatically: DT One balance ${balance}`);
      await this.audit.record({
        adminId: null,
        adminEmail: BALANCE_WATCH_ACTOR,
        action: 'storefront.switched',
        detail: `Enabled automatically: DT One balance ${balance} is back`,
      });
    }
    if (crossed.becameLow) await this.mailAdmins(next, thresholds, balance);
    return next;
  }

  private async mailAdmins(
    watch: BalanceWatch,
    thresholds: BalanceThresholds,
    balance: string,
  ): Promise<void> {
    const recipients = await this.admins.emails();
    this.logger.warn(`DT One balance low (${balance}): mailing ${recipients.length} admin(s)`);
    const closing = formatCents(thresholds.closeBelowCents);
    const text = [
      `The DT One balance is ${balance}, below the warning level of ${formatCents(thresholds.warnBelowCents)} USD.`,
      watch.closed
        ? `The storefront is closed until the balance is at least ${closing} USD again; it reopens by itself.`
        : `Below ${closing} USD the storefront closes by itself until the balance is back.`,
      `Top up the DT One account, then see the dashboard: ${this.config.env.PUBLIC_URL}/admin/`,
    ].join('\n\n');
    for (const to of recipients) {
      await this.mailer.send({ to, subject: `SelamTopup: DT One balance low (${balance})`, text });
    }
  }
}
