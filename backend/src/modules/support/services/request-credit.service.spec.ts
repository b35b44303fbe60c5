import { AppConfig } from '@config/app-config';
import { DomainError } from '@shared/domain/domain-error';
import { SupportErrors } from '../domain/support.errors';
import { MemoryRecipientMailCounter, MemorySupportRepository } from '../testing/memory-support';
import { CREDIT_REQUEST_SUBJECT } from './support-mails';
import { RequestCreditService } from './request-credit.service';
import { hashLinkToken } from '../domain/credit-request-link';
import { MemoryMailer } from '@shared/testing/memory-mailer';

const request = {
  language: 'en' as const,
  requestorName: 'Selam',
  requestorTele: '+251911234567',
  requestorEmail: 'selam@example.com',
  requesteeName: 'Dawit',
  requesteeEmail: 'dawit@example.com',
  message: 'Hello, please send me a mobile credit.',
};

function setUp(perDay = '3') {
  const repository = new MemorySupportRepository();
  const mailer = new MemoryMailer();
  const counter = new MemoryRecipientMailCounter();
  const config = new AppConfig({
    CREDIT_REQUESTS_PER_RECIPIENT_PER_DAY: perDay,
    PUBLIC_URL: 'https://selamtopup.test/',
  });
  return {
    repository,
    mailer,
    counter,
    service: new RequestCreditService(repository, mailer, counter, config),
  };
}

describe('a credit request', () => {
  it('is kept and mailed to the requestee; replies go to the requestor', async () => {
    const { repository, mailer, service } = setUp();
    await service.requestCredit(request);
    expect(repository.creditRequests).toEqual([request]);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({
      to: 'dawit@example.com',
      replyTo: 'selam@example.com',
      subject: CREDIT_REQUEST_SUBJECT,
    });
  });

  it('is kept even when the mail cannot be queued (the error reaches the requestor)', async () => {
    const { repository, mailer, service } = setUp();
    mailer.down = true;
    await expect(service.requestCredit(request)).rejects.toThrow('mail queue unavailable');
    expect(repository.creditRequests).toEqual([request]);
  });

  it('is not mailed when it cannot be kept', async () => {
    const { repository, mailer, service } = setUp();
    repository.down = true;
    await expect(service.requestCredit(request)).rejects.toThrow('database unavailable');
    expect(mailer.sent).toEqual([]);
  });

  it('goes to one mailbox at most 3 times a day, whoever sends it; the 4th is refused unkept', async () => {
    const { repository, mailer, counter, service } = setUp();
    for (let i = 0; i < 3; i++)
      await service.requestCredit({ ...request, requestorEmail: `sender${i}@example.com` });
    const fourth = service.requestCredit({ ...request, requesteeEmail: ' Dawit+x@Example.com' });
    await expect(fourth).rejects.toThrow(DomainError);
    await expect(fourth).rejects.toMatchObject({ code: SupportErrors.RECIPIENT_DAILY_CAP });
    expect(mailer.sent).toHaveLength(3);
    expect(repository.creditRequests).toHaveLength(3);
    // Another mailbox is not held back; the next day the first one gets requests again.
    await service.requestCredit({ ...request, requesteeEmail: 'hana@example.com' });
    counter.expire();
    await service.requestCredit(request);
    expect(mailer.sent.map((m) => m.to)).toEqual([
      ...Array(3).fill('dawit@example.com'),
      'hana@example.com',
      'dawit@example.com',
    ]);
  });

  it('takes the cap from CREDIT_REQUESTS_PER_RECIPIENT_PER_DAY', async () => {
    const { mailer, service } = setUp('1');
    await service.requestCredit(request);
    await expect(service.requestCredit(request)).rejects.toMatchObject({
      code: SupportErrors.RECIPIENT_DAILY_CAP,
    });
    expect(mailer.sent).toHaveLength(1);
  });

  it('mails a link with a random token whose hash alone is kept', async () => {
    const { repository, mailer, service } = setUp();
    await service.requestCredit(request);
    await service.requestCredit(request);
    const tokens = mailer.sent.map(
      (mail) => /https:\/\/selamtopup\.test\/\?request=([A-Za-z0-9_-]{43})\n/.exec(mail.text)?.[1],
    );
    expect(tokens[0]).toBeDefined();
    expect(tokens[1]).not.toBe(tokens[0]);
    expect(repository.links.map((l) => l.hash)).toEqual(tokens.map((t) => hashLinkToken(t!)));
    expect(JSON.stringify(repository.links)).not.toContain(tokens[0]);
  });
});
