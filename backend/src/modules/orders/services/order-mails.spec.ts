import { MemoryTopUpOrders } from '../testing/memory-orders';
import { delayedMail } from './delay-mails';
import { receiptMail, refundMail } from './order-mails';

describe('order mails', () => {
  const orders = new MemoryTopUpOrders();

  it('the receipt gives our order id and the operator reference when DT One gave one', () => {
    const order = orders.add({ status: 'COMPLETED', operatorReference: 'OPR-1234' });
    const { text } = receiptMail(order, 'a@example.com', 'en');
    expect(text).toContain(`Order: ${order.id}`);
    expect(text).toContain('Operator reference: OPR-1234');
    expect(
      receiptMail({ ...order, operatorReference: null }, 'a@example.com', 'en').text,
    ).not.toContain('Operator reference');
  });

  it('the refund mail names the method the money goes back to', () => {
    const card = orders.add({ status: 'REFUNDED', gateway: 'stripe' });
    const paypal = orders.add({ status: 'REFUNDED', gateway: 'paypal' });
    expect(refundMail(card, 'a@example.com', 'en').text).toContain('1.53 USD to your card.');
    expect(refundMail(paypal, 'a@example.com', 'en').text).toContain(
      '1.53 USD to your PayPal account.',
    );
    expect(refundMail(paypal, 'a@example.com', 'en').text).not.toContain('card');
  });

  it('the delayed mail says we keep trying, until when, and where a refund would go', () => {
    const order = orders.add({ status: 'SUBMITTED', gateway: 'paypal' });
    const mail = delayedMail(order, 'a@example.com', 6, 'en');
    expect(mail.subject).toBe('Your SelamTopup top-up is delayed: we keep trying');
    expect(mail.text).toContain('We keep trying');
    expect(mail.text).toContain('within 6 hours of payment');
    expect(mail.text).toContain('to your PayPal account');
    expect(mail.text).toContain(`Order: ${order.id}`);
    expect(delayedMail(order, 'a@example.com', 0.05, 'en').text).toContain('within 3 minutes');
    expect(delayedMail(order, 'a@example.com', 1, 'en').text).toContain('within 1 hour of');
  });
});

describe('the receipt mail', () => {
  it('says what the recipient receives, from the order’s copy at checkout', () => {
    const order = new MemoryTopUpOrders().add({
      whatArrives: {
        summary: '300 min + 1.5 GB',
        validity: '7 days',
        benefits: [
          { type: 'TALKTIME', text: '300 min', note: 'On-net calls' },
          { type: 'DATA', text: '1.5 GB', note: null },
        ],
      },
    });
    const { text } = receiptMail(order, 'a@example.com', 'en');
    expect(text).toContain(
      'They receive: 300 min + 1.5 GB, valid 7 days\n  - 300 min (On-net calls)\n  - 1.5 GB\n',
    );
  });

  it('leaves the line out for orders from before it was kept', () => {
    const { text } = receiptMail(new MemoryTopUpOrders().add(), 'a@example.com', 'en');
    expect(text).not.toContain('They receive');
  });
});

describe('order mails in the customer’s language', () => {
  const orders = new MemoryTopUpOrders();
  const delivered = () =>
    orders.add({
      status: 'COMPLETED',
      amountCents: 123_456,
      serviceChargeCents: 150,
      operatorReference: 'OPR-9',
      createdAt: new Date('2026-03-05T14:07:00Z'),
      whatArrives: { summary: '1000 ETB', validity: '30 days', benefits: [] },
    });

  it('French: the receipt with French amounts, date and what arrives', () => {
    const order = delivered();
    const mail = receiptMail(order, 'a@example.com', 'fr', { code: '123456', serial: 'S-1' });
    expect(mail.subject).toBe('Votre reçu SelamTopup');
    const lines = mail.text.split('\n');
    expect(lines[0]).toBe('Votre recharge a bien été livrée.');
    expect(lines).toContain(`Commande : ${order.id}`);
    expect(lines).toContain('Date : 5 mars 2026 à 14:07 UTC');
    expect(lines).toContain('Votre proche reçoit : 1\u202f000 ETB, valable 30 jours');
    expect(lines).toContain('Montant : 1\u202f234,56 USD');
    expect(lines).toContain('Frais de service : 1,50 USD');
    expect(lines).toContain('Total : 1\u202f236,06 USD');
    expect(lines).toContain('Référence de l’opérateur : OPR-9');
    expect(lines).toContain('Code PIN : 123456');
    expect(mail.text.endsWith('\n\nMerci d’avoir choisi SelamTopup.')).toBe(true);
  });

  it('Amharic: the receipt in Ethiopic script, money in USD', () => {
    const order = delivered();
    const mail = receiptMail(order, 'a@example.com', 'am');
    expect(mail.subject).toBe('የSelamTopup ደረሰኝዎ');
    expect(mail.text).toContain('የላኩት የአየር ሰዓት ደርሷል።');
    expect(mail.text).toContain(`ትዕዛዝ፦ ${order.id}`);
    expect(mail.text).toContain('ተቀባዩ የሚያገኘው፦ 1,000 ETB፣ ለ30 ቀናት የሚያገለግል');
    expect(mail.text).toContain('ጠቅላላ፦ 1,236.06 USD');
    expect(mail.text).not.toMatch(/Amount|Total|Order/);
  });

  it('the refund mail translates our own reasons and where the money goes', () => {
    const late = orders.add({
      status: 'REFUNDED',
      gateway: 'paypal',
      failureReason: 'it could not be delivered in time, so we cancelled it',
    });
    const fr = refundMail(late, 'a@example.com', 'fr');
    expect(fr.subject).toBe(
      'Votre recharge SelamTopup n’a pas pu être livrée : vous êtes remboursé',
    );
    expect(fr.text).toContain(
      'Motif : elle n’a pas pu être livrée à temps, nous l’avons donc annulée.',
    );
    expect(fr.text).toContain('Nous avons remboursé 1,53 USD sur votre compte PayPal.');
    const am = refundMail(
      { ...late, failureReason: null, gateway: 'stripe' },
      'a@example.com',
      'am',
    );
    expect(am.text).toContain('ምክንያት፦ ኦፕሬተሩ አልተቀበለውም።');
    expect(am.text).toContain('1.53 USD ወደ ካርድዎ መልሰናል።');
  });

  it('the delayed mail counts hours and minutes with the language’s plurals', () => {
    const order = orders.add({ status: 'SUBMITTED', gateway: 'stripe' });
    expect(delayedMail(order, 'a@example.com', 6, 'fr').text).toContain(
      'dans un délai de 6 heures après le paiement',
    );
    expect(delayedMail(order, 'a@example.com', 1, 'fr').text).toContain(
      'dans un délai de 1 heure après',
    );
    expect(delayedMail(order, 'a@example.com', 6, 'am').text).toContain('በ6 ሰዓታት ውስጥ');
    expect(delayedMail(order, 'a@example.com', 0.05, 'am').text).toContain('በ3 ደቂቃዎች ውስጥ');
    expect(delayedMail(order, 'a@example.com', 6, 'sw').subject).toBe(
      'Salio lako la SelamTopup limechelewa: tunaendelea kujaribu',
    );
  });
});
