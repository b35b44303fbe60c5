import { DomainError } from '@shared/domain/domain-error';
import { OrdersErrors } from '../domain/orders.errors';
import type { ReceiptLine } from '../domain/receipt';
import { ReceiptDocument } from '../ports/receipt-document.port';
import { MemoryTopUpOrders } from '../testing/memory-orders';
import { DownloadReceiptService } from './download-receipt.service';

class TextDocument extends ReceiptDocument {
  async render(title: string, lines: ReceiptLine[]) {
    return Buffer.from([title, ...lines.map((l) => `${l.label}: ${l.value}`)].join('\n'));
  }
}

describe('downloading a receipt', () => {
  const orders = new MemoryTopUpOrders();
  const service = new DownloadReceiptService(orders, new TextDocument());
  const notFound = new DomainError(OrdersErrors.ORDER_NOT_FOUND);

  it("renders the customer's own paid order", async () => {
    const order = orders.add({ status: 'COMPLETED', operatorReference: 'OPR-9' });
    const { fileName, pdf } = await service.receipt(order.id, 'c1');
    expect(fileName).toBe(`selamtopup-receipt-${order.id}.pdf`);
    expect(pdf.toString()).toContain('Operator reference: OPR-9');
    expect(pdf.toString()).toContain(`Order: ${order.id}`);
  });

  it("answers not found for another customer's order, an unknown one and an unpaid one", async () => {
    const order = orders.add({ status: 'COMPLETED' });
    await expect(service.receipt(order.id, 'c2')).rejects.toEqual(notFound);
    await expect(service.receipt('nope', 'c1')).rejects.toEqual(notFound);
    const unpaid = orders.add({ status: 'PENDING_PAYMENT' });
    await expect(service.receipt(unpaid.id, 'c1')).rejects.toEqual(notFound);
  });
});
