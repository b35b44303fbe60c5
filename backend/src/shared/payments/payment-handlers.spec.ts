import { Injectable, Logger, type Provider } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import type { CardPaymentAlert } from '../ports/card-payment-alerts.port';
import { CardPaymentAlertDispatch } from './card-payment-alert-dispatch';
import { CardPaymentAlertHandler } from './card-payment-alert-handler.port';
import { CardSessionConfirmationHandler } from './card-session-confirmation-handler.port';
import { CardSessionConfirmations } from './card-session-confirmations';
import { PaymentSweepHandler } from './payment-sweep-handler.port';
import { PaymentSweeps } from './payment-sweeps';

const calls: string[] = [];

@Injectable()
class TopUpSessions extends CardSessionConfirmationHandler {
  readonly purpose = 'topup';
  async confirm(sessionId: string, source: string) {
    calls.push(`topup ${sessionId} ${source}`);
  }
}

@Injectable()
class OtherTopUpSessions extends TopUpSessions {}

@Injectable()
class FailingSweep extends PaymentSweepHandler {
  readonly name = 'failing';
  async sweep() {
    calls.push('failing');
    throw new Error('gateway down');
  }
}

@Injectable()
class QuietSweep extends PaymentSweepHandler {
  readonly name = 'quiet';
  async sweep() {
    calls.push('quiet');
  }
}

@Injectable()
class TopUpAlerts extends CardPaymentAlertHandler {
  async handle(alert: CardPaymentAlert) {
    calls.push(`topup ${alert.id}`);
    return alert.paymentRef.startsWith('pi_topup') ? ('handled' as const) : ('not-ours' as const);
  }
}

@Injectable()
class MvmAlerts extends CardPaymentAlertHandler {
  async handle(alert: CardPaymentAlert) {
    calls.push(`mvm ${alert.id}`);
    return alert.paymentRef.startsWith('pi_mvm') ? ('handled' as const) : ('not-ours' as const);
  }
}

const start = async (providers: Provider[]) => {
  const app = await Test.createTestingModule({
    imports: [DiscoveryModule],
    providers: [CardSessionConfirmations, CardPaymentAlertDispatch, PaymentSweeps, ...providers],
  }).compile();
  return app.init();
};

describe('payment handlers', () => {
  beforeEach(() => {
    calls.length = 0;
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("hands a session to the provider that handles its purpose, and fails for one nobody's", async () => {
    const app = await start([TopUpSessions]);
    await app.get(CardSessionConfirmations).confirm('topup', 'cs_1', 'webhook');
    expect(calls).toEqual(['topup cs_1 webhook']);
    await expect(
      app.get(CardSessionConfirmations).confirm('mvm', 'cs_2', 'webhook'),
    ).rejects.toThrow('No handler for card sessions of purpose mvm');
    await app.close();
  });

  it('refuses to start with two handlers for one purpose', async () => {
    await expect(start([TopUpSessions, OtherTopUpSessions])).rejects.toThrow(
      'Card sessions of purpose topup have a handler already',
    );
  });

  it('runs every sweep, whatever the others did, then throws the first failure', async () => {
    const app = await start([FailingSweep, QuietSweep]);
    await expect(app.get(PaymentSweeps).runAll()).rejects.toThrow('gateway down');
    expect(calls).toEqual(['failing', 'quiet']);
    await app.close();
  });

  it('asks the alert handlers in turn until one knows the payment; none: not-ours, logged', async () => {
    const app = await start([TopUpAlerts, MvmAlerts]);
    const alert = (id: string, paymentRef: string): CardPaymentAlert => ({
      kind: 'early_fraud_warning',
      id,
      paymentRef,
      chargeRef: 'ch_1',
      fraudType: 'made_with_stolen_card',
      actionable: true,
    });
    const dispatch = app.get(CardPaymentAlertDispatch);
    await expect(dispatch.dispatch(alert('w1', 'pi_mvm_1'))).resolves.toBe('handled');
    await expect(dispatch.dispatch(alert('w2', 'pi_other'))).resolves.toBe('not-ours');
    expect(calls.filter((c) => c.endsWith('w1'))).toContain('mvm w1');
    expect(calls.filter((c) => c.endsWith('w2')).sort()).toEqual(['mvm w2', 'topup w2']);
    await app.close();
  });
});
