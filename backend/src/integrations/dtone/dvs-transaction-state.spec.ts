import { dvsTransactionSchema } from './dvs-schemas';
import { toTopUpState } from './dvs-transaction-state';

const transaction = (statusClass: string, extra: Record<string, unknown> = {}) =>
  dvsTransactionSchema.parse({
    id: 5000001,
    external_id: 'order-1',
    status: { id: 70000, message: statusClass, class: { id: 7, message: statusClass } },
    ...extra,
  });

describe("a PIN in DT One's transaction", () => {
  it('a COMPLETED transaction gives its PIN code and serial', () => {
    const state = toTopUpState(
      transaction('COMPLETED', { pin: { code: ' 1234 5678 ', serial: 'SN-1' } }),
    );
    expect(state).toMatchObject({ state: 'completed', pin: { code: '1234 5678', serial: 'SN-1' } });
  });

  it('a serial may be missing; a code may not', () => {
    expect(
      toTopUpState(transaction('COMPLETED', { pin: { code: '99', serial: null } })),
    ).toMatchObject({ pin: { code: '99', serial: null } });
    const noCode = toTopUpState(transaction('COMPLETED', { pin: { code: null, serial: 'SN' } }));
    expect(noCode.state).toBe('completed');
    expect(noCode).not.toHaveProperty('pin');
  });

  it('an unreadable pin is no pin, and never makes the transaction unreadable', () => {
    const state = toTopUpState(transaction('COMPLETED', { pin: { code: 42, serial: [] } }));
    expect(state).toEqual(expect.objectContaining({ state: 'completed' }));
    expect(state).not.toHaveProperty('pin');
    expect(toTopUpState(transaction('COMPLETED', { pin: '' }))).not.toHaveProperty('pin');
  });

  it('a pending or failed transaction gives no PIN even if one is shown', () => {
    const pin = { code: '1234', serial: 'S' };
    expect(toTopUpState(transaction('CONFIRMED', { pin }))).not.toHaveProperty('pin');
    expect(toTopUpState(transaction('DECLINED', { pin }))).not.toHaveProperty('pin');
  });
});

describe("DT One's failed classes", () => {
  it('CANCELLED is failed and says it was a cancel; DECLINED and REVERSED are failed without it', () => {
    expect(toTopUpState(transaction('CANCELLED'))).toMatchObject({
      state: 'failed',
      cancelled: true,
    });
    for (const name of ['DECLINED', 'REVERSED', 'REJECTED']) {
      const state = toTopUpState(transaction(name));
      expect(state.state).toBe('failed');
      expect(state).not.toHaveProperty('cancelled');
    }
  });
});
