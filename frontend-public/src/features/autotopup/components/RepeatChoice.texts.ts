// The words of the "Repeat automatically" choice on /Payment, in one place (to be moved into
// the site's translations).
export const REPEAT_TEXTS = {
  legend: 'Repeat automatically',
  once: 'No, just this once',
  every: (days: number) => `Every ${days} days`,
  consent: (total: string, days: number, number: string) =>
    `Save my card and charge it ${total} every ${days} days for this top-up to ${number}, until I cancel. I get a reminder the day before each charge and can skip, pause or cancel any time on my profile.`,
  cardOnly: 'Automatic top-ups are paid by card: the first payment saves it.',
  consentFirst: 'Tick the box above to save your card for the automatic top-ups.',
} as const;
