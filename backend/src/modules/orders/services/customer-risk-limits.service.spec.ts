import { AppConfig } from '@config/app-config';
import { MemoryRaisedLimits } from '../testing/memory-raised-limits';
import { CustomerRiskLimitsService } from './customer-risk-limits.service';

const setUp = () => {
  const raised = new MemoryRaisedLimits();
  const service = new CustomerRiskLimitsService(
    raised,
    new AppConfig({ RISK_CUSTOMER_DAILY_CENTS: '30000' }),
  );
  return { raised, service };
};

describe("a customer's risk limits", () => {
  it("answers the shop's defaults (from the settings) and nothing raised", async () => {
    const { service } = setUp();
    expect(await service.of('c1')).toEqual({
      defaults: {
        newCustomerDailyCents: 5000,
        customerDailyCents: 30000,
        customerDailyTopUps: 10,
        numberDailyTopUps: 3,
        numberDailyCents: 10000,
        newNumberCents: 2500,
      },
      raised: null,
    });
  });

  it('keeps what an admin raised, with who did it', async () => {
    const { raised, service } = setUp();
    const limits = { dailyCents: 100000, dailyTopUps: null, newNumberCents: 5000 };
    expect((await service.set('c1', limits, 'admin:a@example.com')).raised).toEqual(limits);
    expect(raised.limits.get('c1')).toEqual({ limits, actor: 'admin:a@example.com' });
    expect((await service.of('c2')).raised).toBeNull();
  });

  it('all fields empty goes back to the defaults', async () => {
    const { raised, service } = setUp();
    await service.set('c1', { dailyCents: 100000, dailyTopUps: 20, newNumberCents: null }, 'x');
    const back = await service.set(
      'c1',
      { dailyCents: null, dailyTopUps: null, newNumberCents: null },
      'x',
    );
    expect(back.raised).toBeNull();
    expect(raised.limits.size).toBe(0);
  });
});
