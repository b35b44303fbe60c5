import { AppConfig } from '@config/app-config';
import { RecordAdminActionService } from '@modules/identity/services/record-admin-action.service';
import { MemoryAuditLog } from '@modules/identity/testing/admin-fakes';
import { MemoryMailer } from '@shared/testing/memory-mailer';
import {
  FixedAdminRecipients,
  MemoryBalanceWatchStore,
  SettableProviderBalance,
} from '../testing/backoffice-fakes';
import { BALANCE_WATCH_ACTOR, CheckProviderBalanceService } from './check-provider-balance.service';

describe('the DT One balance check', () => {
  const setup = () => {
    const balance = new SettableProviderBalance();
    const store = new MemoryBalanceWatchStore();
    const mailer = new MemoryMailer();
    const log = new MemoryAuditLog();
    const config = new AppConfig({ DTONE_BALANCE_WARN_USD: '200', DTONE_BALANCE_CLOSE_USD: '50' });
    const checks = new CheckProviderBalanceService(
      balance,
      store,
      new FixedAdminRecipients(),
      mailer,
      new RecordAdminActionService(log),
      config,
    );
    const usd = (dollars: number) =>
      (balance.reading = { availableCents: dollars * 100, currency: 'USD' });
    return { balance, store, mailer, log, checks, usd };
  };

  it('keeps the reading, mails nobody and leaves the storefront while the balance is healthy', async () => {
    const { checks, store, mailer, log, usd } = setup();
    usd(500);
    const now = new Date('2026-11-26T20:00:00Z');
    await checks.check(now);
    expect(store.watch).toEqual({
      availableCents: 50_000,
      currency: 'USD',
      checkedAt: now,
      low: false,
      closed: false,
      lastError: null,
    });
    expect(mailer.sent).toEqual([]);
    expect(log.records).toEqual([]);
  });

  it('mails every admin once per crossing below the warning level, not on every run', async () => {
    const { checks, mailer, usd } = setup();
    usd(150);
    await checks.check();
    await checks.check();
    usd(120);
    await checks.check();
    expect(mailer.sent.map((m) => m.to)).toEqual(['master@selamtopup.test', 'ops@selamtopup.test']);
    expect(mailer.sent[0].subject).toBe('SelamTopup: DT One balance low (150.00 USD)');
    expect(mailer.sent[0].text).toContain('below the warning level of 200.00 USD');
    // Back above, then below again: a new crossing, a new mail.
    usd(300);
    await checks.check();
    usd(199);
    await checks.check();
    expect(mailer.sent).toHaveLength(4);
  });

  it('closes the storefront below the closing level and reopens it once the balance is back, audited', async () => {
    const { checks, store, log, mailer, usd } = setup();
    usd(40);
    await checks.check();
    expect(store.watch).toMatchObject({ low: true, closed: true });
    expect(mailer.sent[0].text).toContain(
      'The storefront is closed until the balance is at least 50.00 USD',
    );
    await checks.check();
    usd(60);
    await checks.check();
    expect(store.watch).toMatchObject({ low: true, closed: false });
    expect(log.records).toEqual([
      {
        adminId: null,
        adminEmail: BALANCE_WATCH_ACTOR,
        action: 'storefront.switched',
        detail: 'Disabled automatically: DT One balance 40.00 USD is below 50.00',
      },
      {
        adminId: null,
        adminEmail: BALANCE_WATCH_ACTOR,
        action: 'storefront.switched',
        detail: 'Enabled automatically: DT One balance 60.00 USD is back',
      },
    ]);
    expect(mailer.sent).toHaveLength(2); // one crossing of the warning level
  });

  it('changes nothing but the error when DT One cannot be read', async () => {
    const { checks, store, balance, mailer, log, usd } = setup();
    usd(40);
    await checks.check();
    balance.down = true;
    await checks.check();
    expect(store.watch).toMatchObject({
      availableCents: 4000,
      closed: true,
      low: true,
      lastError: 'DT One did not answer GET /balances',
    });
    expect(log.records).toHaveLength(1);
    expect(mailer.sent).toHaveLength(2);
    balance.down = false;
    usd(80);
    await checks.check();
    expect(store.watch).toMatchObject({ closed: false, lastError: null });
  });
});
