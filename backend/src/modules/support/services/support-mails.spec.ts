import type { CreditRequest } from '../domain/support-request';
import {
  contactMail,
  CREDIT_REQUEST_SUBJECT,
  creditRequestMail,
  REQUEST_LINK_INTRO,
} from './support-mails';

const LINK = 'https://selamtopup.test/?request=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const OUR_LINK = `<a href="${LINK}">${LINK}</a>`;
const mailFor = (r: CreditRequest) => creditRequestMail(r, LINK);
/** The HTML without our own link: what the requestor's words became. */
const theirs = (html = '') => html.replace(OUR_LINK, '');

describe('support mails', () => {
  it('escapes user text in HTML and keeps the subject on one line', () => {
    const mail = contactMail(
      {
        firstname: 'Abebe\r\nBcc: x@y.z',
        lastname: 'K',
        email: 'a@b.co',
        message: '<img src=x onerror=alert(1)>\nbye',
      },
      'support@selamtopup.com',
    );
    expect(mail.subject).toBe('Contact message from Abebe Bcc: x@y.z K');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;<br>bye');
    expect(mail.html).not.toContain('<img');
    expect(mail.replyTo).toBe('a@b.co');
  });

  it("sends a credit request to the requestee with the requestor's details", () => {
    const mail = mailFor({
      language: 'en' as const,
      requestorName: 'Selam',
      requestorTele: '+251911234567',
      requestorEmail: 'selam@example.com',
      requesteeName: 'Dawit',
      requesteeEmail: 'dawit@example.com',
      message: 'Hello, please send me a mobile credit.',
    });
    expect(mail.to).toBe('dawit@example.com');
    expect(mail.text).toContain('Hello, please send me a mobile credit.');
    expect(mail.text).toContain('+251911234567');
    expect(mail.text).toContain('selam@example.com');
  });

  it("frames the requestor's message as theirs, under our own subject", () => {
    const mail = mailFor({
      language: 'en' as const,
      requestorName: 'Your Bank',
      requestorTele: '+251911234567',
      requestorEmail: 'security@bank.example',
      requesteeName: 'Dawit',
      requesteeEmail: 'dawit@example.com',
      message: 'Your account is locked.\nLog in at https://bank.example/login now',
    });
    expect(mail.subject).toBe(CREDIT_REQUEST_SUBJECT);
    expect(mail.text).toContain(
      'Message from Your Bank <security@bank.example>:\n> Your account is locked.\n> Log in at https://bank.example/login now\n',
    );
    expect(mail.text).toContain('SelamTopup did not write or check it');
    expect(mail.html).toContain('<p>Message from Your Bank &lt;security@bank.example&gt;:</p>');
    expect(mail.html).toMatch(/<blockquote[^>]*>Your account is locked\.<br>Log in at /);
    expect(mail.html).toContain('https:&#8203;//bank.&#8203;example/login');
    expect(mail.html).not.toContain('https://bank.example');
    expect(theirs(mail.html)).not.toMatch(/<a\b/);
  });

  it('escapes the HTML of every field the requestor typed', () => {
    const mail = mailFor({
      language: 'en' as const,
      requestorName: '<b>Selam</b>',
      requestorTele: '+251911234567',
      requestorEmail: 'selam@example.com',
      requesteeName: 'Dawit "D" & co',
      requesteeEmail: 'dawit@example.com',
      message: '<a href="https://evil.example">click</a> & <script>x</script>',
    });
    expect(theirs(mail.html)).not.toMatch(/<(a|b|script)\b/);
    expect(mail.html).toContain(
      '&lt;a href=&quot;https:&#8203;//evil.&#8203;example&quot;&gt;click',
    );
    expect(mail.html).toContain('&lt;b&gt;Selam&lt;/b&gt;');
    expect(mail.html).toContain('Hello Dawit &quot;D&quot; &amp; co,');
  });

  it("carries our link to the filled-in form, apart from the requestor's words", () => {
    const mail = mailFor({
      language: 'en' as const,
      requestorName: 'Selam',
      requestorTele: '+251911234567',
      requestorEmail: 'selam@example.com',
      requesteeName: 'Dawit',
      requesteeEmail: 'dawit@example.com',
      message: 'see https://evil.example',
    });
    expect(mail.text).toContain(`${REQUEST_LINK_INTRO}\n${LINK}`);
    expect(mail.html).toContain(OUR_LINK);
    expect(mail.html).not.toContain('href="https://evil');
  });
});

describe('the credit request in the requester’s language', () => {
  const request = (language: CreditRequest['language']): CreditRequest => ({
    language,
    requestorName: 'Selam',
    requestorTele: '+251911234567',
    requestorEmail: 'selam@example.com',
    requesteeName: 'Dawit',
    requesteeEmail: 'dawit@example.com',
    message: 'Merci {name} <3',
  });

  it('French: greeting, framing, details and notice, the requester’s words untouched', () => {
    const mail = mailFor(request('fr'));
    expect(mail.subject).toBe('Une demande de crédit mobile via SelamTopup');
    expect(mail.text).toMatch(/^Bonjour Dawit,\n\nSelam vous demande, via le formulaire/);
    expect(mail.text).toContain('Message de Selam <selam@example.com> :\n> Merci {name} <3\n');
    expect(mail.text).toContain('Ses coordonnées :\nNom : Selam\nNuméro de mobile : +251911234567');
    expect(mail.text).toContain(
      `son numéro déjà rempli ; vous choisissez le montant et payez sur place.\n${LINK}`,
    );
    expect(mail.html).toContain('Merci {name} &lt;3');
    expect(mail.html).toContain(OUR_LINK);
    expect(mail.replyTo).toBe('selam@example.com');
  });

  it('Amharic: in Ethiopic script', () => {
    const mail = mailFor(request('am'));
    expect(mail.subject).toBe('በSelamTopup በኩል የቀረበ የሞባይል ካርድ ጥያቄ');
    expect(mail.text).toMatch(/^ሰላም Dawit፣\n\nSelam በSelamTopup/);
    expect(mail.text).toContain('የሞባይል ቁጥር፦ +251911234567');
    expect(mail.text).not.toContain('Their details');
  });
});
