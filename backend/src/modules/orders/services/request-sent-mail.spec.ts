import { MemoryTopUpOrders } from '../testing/memory-orders';
import { REQUEST_SENT_SUBJECT, requestSentMail } from './request-sent-mail';

describe('the requester’s "sent" mail per language', () => {
  const order = new MemoryTopUpOrders().add({
    whatArrives: { summary: '100 ETB', validity: '7 days', benefits: [] },
  });

  it('English keeps its subject and lines', () => {
    const mail = requestSentMail(order, { name: 'Selam', email: 's@example.com', language: 'en' });
    expect(mail.subject).toBe(REQUEST_SENT_SUBJECT);
    expect(mail.text).toContain('You receive: 100 ETB, valid 7 days');
  });

  it('French', () => {
    const mail = requestSentMail(order, { name: 'Selam', email: 's@example.com', language: 'fr' });
    expect(mail.subject).toBe('Le crédit mobile que vous avez demandé a été envoyé');
    expect(mail.text).toMatch(/^Bonjour Selam,\n\nLe crédit mobile que vous avez demandé via/);
    expect(mail.text).toContain('Vous recevez : 100 ETB, valable 7 jours');
    expect(mail.text).toContain(`Référence : ${order.id}`);
  });

  it('Amharic', () => {
    const mail = requestSentMail(order, { name: 'Selam', email: 's@example.com', language: 'am' });
    expect(mail.subject).toBe('የጠየቁት የሞባይል ካርድ ተልኳል');
    expect(mail.text).toContain('የሚያገኙት፦ 100 ETB፣ ለ7 ቀናት የሚያገለግል');
    expect(mail.html).toContain('<p>ሰላም Selam፣</p>');
  });
});
