import { MemoryMvmPayments } from '../testing/memory-mvm';
import { mvmReceiptMail } from './mvm-mails';

describe('the course payment receipt per language', () => {
  const payment = new MemoryMvmPayments().add({
    paidAt: new Date('2026-03-05T14:07:00Z'),
    provider: 'stripe',
    providerRef: 'pi_1',
  });

  it('English keeps its lines', () => {
    const mail = mvmReceiptMail(payment, 'p@example.com', 'MVM Training', 'en');
    expect(mail.subject).toBe('Your payment receipt');
    expect(mail.text).toContain('Amount: 120.50 USD\nPaid with: card (pi_1)\n\nMVM Training');
  });

  it('French and Amharic', () => {
    const fr = mvmReceiptMail(payment, 'p@example.com', 'MVM Training', 'fr');
    expect(fr.subject).toBe('Votre reçu de paiement');
    expect(fr.text).toContain('Date : 5 mars 2026 à 14:07 UTC');
    expect(fr.text).toContain('Montant : 120,50 USD\nPayé par : carte (pi_1)');
    const am = mvmReceiptMail(payment, 'p@example.com', 'MVM Training', 'am');
    expect(am.subject).toBe('የክፍያ ደረሰኝዎ');
    expect(am.text).toContain('ኮርስ፦ Python I');
    expect(am.text).toContain('መጠን፦ 120.50 USD');
  });
});
