import { activate } from '../domain/auto-top-up';
import { pendingSchedule } from '../testing/schedules';
import { cancelledMail, chargeFailedMail, pausedMail, reminderMail } from './auto-top-up-mails';

const schedule = activate(
  pendingSchedule({ timeZone: 'Africa/Addis_Ababa' }),
  new Date('2026-05-01T10:00:00Z'),
  { dayMs: null },
);
const MANAGE = 'https://shop.test/Profile#auto-top-ups';

describe("automatic top-up mails, in the customer's language", () => {
  it('English keeps the texts the feature was built with', () => {
    const to = { email: 'a@example.com', language: 'en' as const };
    const reminder = reminderMail(schedule, to, 160, { dayMs: null }, MANAGE);
    expect(reminder.subject).toBe('Automatic top-up for +255754123456 coming up');
    expect(reminder.text.split('\n')).toEqual([
      'Your automatic top-up (every 7 days) is about to be charged.',
      '',
      'Top-up: 2,000 TZS Airtime (Vodacom Tanzania)',
      'Recipient: +255754123456',
      'Amount: 1.60 USD, charged to your saved card',
      'When: Friday, 8 May 2026 at 13:00 (Africa/Addis_Ababa)',
      '',
      `Nothing to do if that is fine. To skip this one, pause or cancel: ${MANAGE}`,
      '',
      'SelamTopup',
    ]);
    const paused = pausedMail(
      schedule,
      to,
      { kind: 'price-risen', fromCents: 153, toCents: 200, percent: 10 },
      MANAGE,
    );
    expect(paused.text).toContain(
      'Its price rose from 1.53 USD to 2.00 USD, more than 10%. Resume it to accept the new price.',
    );
    expect(cancelledMail(to, 2, MANAGE).text).toContain(
      'so we cancelled your 2 automatic top-up(s).',
    );
  });

  it('French: texts, money and the date in French', () => {
    const to = { email: 'a@example.com', language: 'fr' as const };
    const reminder = reminderMail(schedule, to, 160, { dayMs: 10_000 }, MANAGE);
    expect(reminder.subject).toBe('Bientôt votre recharge automatique pour le +255754123456');
    expect(reminder.text).toContain(
      'Votre recharge automatique (tous les 7 jours (jours de démonstration de 10 s)) va bientôt être débitée.',
    );
    expect(reminder.text).toContain('Montant : 1,60 USD, débité sur votre carte enregistrée');
    expect(reminder.text).toMatch(/Quand : vendredi 8 mai 2026 .*13:00 \(Africa\/Addis_Ababa\)/);
    const failed = chargeFailedMail(
      schedule,
      to,
      'authentication-required',
      true,
      'https://pay',
      MANAGE,
    );
    expect(failed.text).toContain('votre banque vous demande de confirmer ce paiement vous-même');
    expect(failed.text).toContain('en pause après deux paiements refusés');
    expect(cancelledMail(to, 1, MANAGE).text).toContain('annulé 1 recharge automatique.');
    expect(cancelledMail(to, 3, MANAGE).text).toContain('annulé vos 3 recharges automatiques.');
  });

  it('Amharic: Ethiopic texts around the same facts', () => {
    const to = { email: 'a@example.com', language: 'am' as const };
    const paused = pausedMail(schedule, to, { kind: 'product-gone' }, MANAGE);
    expect(paused.subject).toBe('ለ+255754123456 የሚላከው ራስ-ሰር የአየር ሰዓት ቆሟል');
    expect(paused.text).toContain('ይህ ምርት ለዚህ ቁጥር ከእንግዲህ አይቀርብም።');
    expect(paused.text).toContain(MANAGE);
    const failed = chargeFailedMail(schedule, to, 'declined', false, 'https://pay', MANAGE);
    expect(failed.text).toContain('ካርድዎ ተቀባይነት አላገኘም');
    expect(failed.text).toContain('https://pay');
  });
});
