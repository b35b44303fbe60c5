import { recipientMailbox } from './recipient-mailbox';

describe('the mailbox an address reaches', () => {
  it('ignores case, spaces and a +tag', () => {
    expect(recipientMailbox(' Dawit+Promo@Example.com ')).toBe('dawit@example.com');
    expect(recipientMailbox('dawit+a+b@example.com')).toBe('dawit@example.com');
    expect(recipientMailbox('dawit@example.com')).toBe('dawit@example.com');
  });

  it('keeps different mailboxes apart', () => {
    expect(recipientMailbox('dawit@example.com')).not.toBe(recipientMailbox('dawit@example.org'));
  });
});
