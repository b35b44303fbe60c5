import { checkMailJob, mailJobForDisplay } from './mail-job';

describe('checkMailJob', () => {
  const mail = { to: 'a@example.com', subject: 'Your code', text: 'Code: 1234' };

  it('takes the fields QueuedMailer queues', () => {
    const full = { ...mail, html: '<p>1234</p>', replyTo: 'b@example.com' };
    expect(checkMailJob(full)).toEqual({ ok: true, message: full });
  });

  it.each([
    ['attachments', { ...mail, attachments: [{ filename: 'env', path: '/proc/self/environ' }] }],
    ['html read from a file or URL', { ...mail, html: { path: 'http://169.254.169.254/' } }],
    ['text read from a file', { ...mail, text: { path: '/etc/passwd' } }],
    ['extra headers', { ...mail, headers: { Bcc: 'x@evil.test' } }],
    ['a line break in the subject', { ...mail, subject: 'Hi\r\nBcc: x@evil.test' }],
    ['no recipient', { subject: 'x', text: 'x' }],
  ])('refuses %s', (_what, data) => {
    expect(checkMailJob(data)).toMatchObject({ ok: false });
  });

  it('names the fields that are wrong, not what they hold', () => {
    const check = checkMailJob({ ...mail, html: { path: '/secret/file' }, attachments: [] });
    expect(check.ok).toBe(false);
    const problems = (check as { problems: string }).problems;
    expect(problems).toMatch(/html/);
    expect(problems).toMatch(/attachments/);
    expect(problems).not.toMatch(/secret/);
  });
});

describe('mailJobForDisplay', () => {
  it('shows who and what about, never the body, for a mail waiting or already over', () => {
    const shown = { to: 'a@example.com', subject: 'Your code', body: 'hidden' };
    expect(
      mailJobForDisplay({ to: 'a@example.com', subject: 'Your code', text: '1234', html: '1234' }),
    ).toEqual(shown);
    expect(
      mailJobForDisplay({ to: 'a@example.com', subject: 'Your code', bodyRemoved: true }),
    ).toEqual(shown);
  });

  it('shows nothing but strings of a job that is not a mail', () => {
    expect(mailJobForDisplay({ to: { path: '/etc/passwd' }, attachments: [1] })).toEqual({
      to: '',
      subject: '',
      body: 'hidden',
    });
    expect(mailJobForDisplay(null)).toEqual({ to: '', subject: '', body: 'hidden' });
  });
});
