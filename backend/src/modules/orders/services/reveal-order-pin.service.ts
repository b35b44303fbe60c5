import { Injectable } from '@nestjs/common';
import type { TopUpOrder } from '../domain/top-up-order';
import { PinVault } from '../ports/pin-vault.port';
import type { DeliveredPin } from '../ports/top-up-sender.port';

/**
 * The one place a PIN is opened for a screen (docs/specification.md#pin-visibility):
 * only for the order's own customer, only once the order is COMPLETED. Callers have already
 * found the order as the customer's; the check here is repeated so a future caller cannot show
 * someone else's voucher by mistake.
 */
@Injectable()
export class RevealOrderPinService {
  constructor(private readonly vault: PinVault) {}

  forCustomer(
    order: Pick<TopUpOrder, 'customerId' | 'status' | 'pinSealed'>,
    customerId: string,
  ): DeliveredPin | null {
    if (order.customerId !== customerId || order.status !== 'COMPLETED' || !order.pinSealed)
      return null;
    return this.vault.open(order.pinSealed);
  }
}
