import { MemoryPinVault } from '../testing/memory-pin-vault';
import { RevealOrderPinService } from './reveal-order-pin.service';

describe('who sees a PIN', () => {
  const vault = new MemoryPinVault();
  const reveal = new RevealOrderPinService(vault);
  const pin = { code: '48213377019245', serial: 'SN0042' };
  const order = { customerId: 'c-1', status: 'COMPLETED' as const, pinSealed: vault.seal(pin) };

  it("the order's own customer, once it is COMPLETED", () => {
    expect(reveal.forCustomer(order, 'c-1')).toEqual(pin);
  });

  it('never another customer', () => {
    expect(reveal.forCustomer(order, 'c-2')).toBeNull();
  });

  it('not before delivery, nor after a refund', () => {
    expect(reveal.forCustomer({ ...order, status: 'SUBMITTED' }, 'c-1')).toBeNull();
    expect(reveal.forCustomer({ ...order, status: 'REFUNDED' }, 'c-1')).toBeNull();
  });

  it('nothing for a plain top-up or a PIN that cannot be opened', () => {
    expect(reveal.forCustomer({ ...order, pinSealed: null }, 'c-1')).toBeNull();
    expect(reveal.forCustomer({ ...order, pinSealed: 'garbage' }, 'c-1')).toBeNull();
  });
});
