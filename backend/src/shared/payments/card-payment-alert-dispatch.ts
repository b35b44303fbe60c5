import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { CardPaymentAlert } from '../ports/card-payment-alerts.port';
import { CardPaymentAlertHandler } from './card-payment-alert-handler.port';
import { providersImplementing } from './handler-discovery';

/**
 * Hands an early fraud warning or a dispute to the context whose payment it concerns: the
 * providers that implement CardPaymentAlertHandler, collected once at start.
 */
@Injectable()
export class CardPaymentAlertDispatch implements OnModuleInit {
  private readonly logger = new Logger('CardPaymentAlerts');
  private handlers: CardPaymentAlertHandler[] = [];

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    this.handlers = providersImplementing(this.discovery, CardPaymentAlertHandler);
  }

  /**
   * 'not-ours' for a payment no context knows (another business on the same Stripe account):
   * logged, and the webhook still answers 200 so Stripe stops sending it. A handler's fault
   * throws, so the webhook fails and Stripe sends it again.
   */
  async dispatch(alert: CardPaymentAlert): Promise<'handled' | 'not-ours'> {
    for (const handler of this.handlers) {
      if ((await handler.handle(alert)) === 'handled') return 'handled';
    }
    this.logger.warn(`${alert.kind} ${alert.id}: payment ${alert.paymentRef} is none of ours`);
    return 'not-ours';
  }
}
