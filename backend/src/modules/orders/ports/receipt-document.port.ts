import type { ReceiptLine } from '../domain/receipt';

/** Renders a receipt as a document the customer downloads (a PDF). */
export abstract class ReceiptDocument {
  abstract render(title: string, lines: ReceiptLine[]): Promise<Buffer>;
}
