import { Injectable } from '@nestjs/common';
import type PDFKit from 'pdfkit';
import type { ReceiptLine } from '../domain/receipt';
import { ReceiptDocument } from '../ports/receipt-document.port';

/**
 * pdfkit, loaded with the first receipt asked for: with its font and compression code it holds
 * about 7 MB of the API's heap for a download few customers make (docs/performance.md#memory).
 */
let pdfkit: Promise<typeof PDFKit> | undefined;
const loadPdfkit = () => (pdfkit ??= import('pdfkit').then((m) => m.default));

/** A one-page A4 receipt with pdfkit's built-in Helvetica (no font files to ship). */
@Injectable()
export class PdfkitReceiptDocument extends ReceiptDocument {
  async render(title: string, lines: ReceiptLine[]): Promise<Buffer> {
    const PDFDocument = await loadPdfkit();
    return new Promise((resolve, reject) => {
      const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title } });
      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
      doc.font('Helvetica-Bold').fontSize(22).text('SelamTopup');
      doc.moveDown(0.3).font('Helvetica').fontSize(14).text(title);
      doc.moveDown(1.2).fontSize(11);
      for (const line of lines) {
        const y = doc.y;
        doc.font('Helvetica').fillColor('#555555').text(line.label, 56, y, { width: 150 });
        doc.font('Helvetica-Bold').fillColor('#000000').text(line.value, 210, y, { width: 330 });
        doc.moveDown(0.6);
      }
      doc.moveDown(2).font('Helvetica').fontSize(9).fillColor('#555555');
      doc.text(
        "Thank you for using SelamTopup. Keep this receipt: the operator reference is what the recipient's operator asks for.",
        56,
      );
      doc.end();
    });
  }
}
