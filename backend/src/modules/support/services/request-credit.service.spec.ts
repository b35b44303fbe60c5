import { MemoryMailer, MemorySupportRepository } from '../testing/memory-support';
import { RequestCreditService } from './request-credit.service';

const request = {
  requestorName: 'Selam',
  requestorTele: '+251911234567',
  requestorEmail: 'selam@example.com',
  requesteeName: 'Dawit',
  requesteeEmail: 'dawit@example.com',
  message: 'Hello, please send me a mobile credit.',
};

function setUp() {
  const repository = new MemorySupportRepository();
  const mailer = new MemoryMailer();
  return { repository, mailer, service: new RequestCreditService(repository, mailer) };
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
      subject: 'Selam asks you for a mobile top-up',
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
});
