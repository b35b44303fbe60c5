import { codeMail } from './code-mail';
import { emailChangedMail } from './email-changed-mail';

describe('code and e-mail-changed mails per language', () => {
  it('English keeps its texts', () => {
    const mail = codeMail('signup', 'a@example.com', 'ABCD2345', 'en');
    expect(mail.subject).toBe('Your SelamTopup activation code');
    expect(mail.text).toBe(
      'Welcome to SelamTopup! To activate your account, enter this code:\n\nABCD2345\n\n' +
        'The code is valid for 15 minutes. If you did not ask for it, you can ignore this e-mail.\n\nSelamTopup',
    );
  });

  it('French: the sign-up code', () => {
    const mail = codeMail('signup', 'a@example.com', 'ABCD2345', 'fr');
    expect(mail.subject).toBe('Votre code d’activation SelamTopup');
    expect(mail.text).toBe(
      'Bienvenue chez SelamTopup ! Pour activer votre compte, saisissez ce code :\n\nABCD2345\n\n' +
        'Ce code est valable 15 minutes. Si vous ne l’avez pas demandé, vous pouvez ignorer cet e-mail.\n\nSelamTopup',
    );
    expect(mail.html).toContain('<p>Bienvenue chez SelamTopup !');
  });

  it('Amharic: the reset code, in Ethiopic script', () => {
    const mail = codeMail('reset', 'a@example.com', 'ABCD2345', 'am');
    expect(mail.subject).toBe('የSelamTopup የይለፍ ቃል መቀየሪያ ኮድ');
    expect(mail.text).toContain('የSelamTopup የይለፍ ቃልዎን ለመቀየር ይህንን ኮድ ያስገቡ፦\n\nABCD2345\n\n');
    expect(mail.text).toContain('ኮዱ ለ15 ደቂቃ ያገለግላል።');
  });

  it('the e-mail-changed notice in French and Amharic', () => {
    expect(emailChangedMail('old@example.com', 'fr').subject).toBe(
      'L’adresse e-mail de votre compte SelamTopup a été modifiée',
    );
    const am = emailChangedMail('old@example.com', 'am');
    expect(am.subject).toBe('የSelamTopup ኢሜይል አድራሻዎ ተቀይሯል');
    expect(am.text.split('\n\n')).toHaveLength(4);
  });
});
