import { contactMail, creditRequestMail } from './support-mails';

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
    const mail = creditRequestMail({
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
});
