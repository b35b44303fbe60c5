import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import { OrdersErrors } from '../domain/orders.errors';
import { hasReceipt, receiptLines } from '../domain/receipt';
import { ReceiptDocument } from '../ports/receipt-document.port';
import { TopUpOrderRepository } from '../ports/top-up-order-repository.port';

/**
 * A customer's receipt as PDF (docs/specification.md#receipt-pdf): only their own, paid
 * order; any other (another customer's, unknown, never paid) is ORDER_NOT_FOUND, so the answer
 * tells nothing about orders that are not theirs.
 */
@Injectable()
export class DownloadReceiptService {
  constructor(
    private readonly orders: TopUpOrderRepository,
    private readonly documents: ReceiptDocument,
  ) {}

  async receipt(orderId: string, customerId: string): Promise<{ fileName: string; pdf: Buffer }> {
    const order = await this.orders.findById(orderId);
    if (!order || order.customerId !== customerId || !hasReceipt(order))
      throw new DomainError(OrdersErrors.ORDER_NOT_FOUND);
    const pdf = await this.documents.render('Top-up receipt', receiptLines(order));
    return { fileName: `selamtopup-receipt-${order.id}.pdf`, pdf };
  }
}
