import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { Mailer } from '@shared/ports/mailer.port';
import type { MvmPayment } from '../domain/mvm-payment';
import { MvmPaymentConfirmation, MvmPaymentRepository } from '../ports/mvm-payment-repository.port';
import { mvmReceiptMail } from './mvm-mails';

/**
 * The one path to PAID for both gateways: records the confirmation once (the database decides
 * which of concurrent confirmations wins) and, for the winner only, mails the receipt when the
 * payer gave an address. A mail that cannot be queued never undoes the payment.
 */
@Injectable()
export class ConfirmMvmPaymentService {
  private readonly logger = new Logger(ConfirmMvmPaymentService.name);

  constructor(
    private readonly payments: MvmPaymentRepository,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
  ) {}

  /** The payment after the confirmation, and whether this call was the one that confirmed it. */
  async confirm(
    confirmation: MvmPaymentConfirmation,
  ): Promise<{ payment: MvmPayment; confirmed: boolean }> {
    const outcome = await this.payments.confirmPaid(confirmation);
    const payment = (await this.payments.findById(confirmation.paymentId))!;
    if (outcome === 'confirmed' && payment.payerEmail) {
      try {
        await this.mailer.send(
          mvmReceiptMail(
            payment,
            payment.payerEmail,
            this.config.env.MVM_BUSINESS_NAME,
            payment.language,
          ),
        );
      } catch (err) {
        this.logger.error(`Mvm payment ${payment.id}: receipt not queued: ${String(err)}`);
      }
    }
    return { payment, confirmed: outcome === 'confirmed' };
  }
}
