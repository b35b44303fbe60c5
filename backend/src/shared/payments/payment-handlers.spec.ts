import { Injectable, Logger, type Provider } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
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

const start = async (providers: Provider[]) => {
  const app = await Test.createTestingModule({
    imports: [DiscoveryModule],
    providers: [CardSessionConfirmations, PaymentSweeps, ...providers],
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
});
