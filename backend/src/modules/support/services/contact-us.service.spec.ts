import { FixedContactAddress, MemorySupportRepository } from '../testing/memory-support';
import { ContactUsService } from './contact-us.service';
import { MemoryMailer } from '@shared/testing/memory-mailer';

const message = {
  firstname: 'Abebe',
  lastname: 'Kebede',
  email: 'abebe@example.com',
  message: 'My top-up did not arrive.',
};

function setUp() {
  const repository = new MemorySupportRepository();
  const address = new FixedContactAddress('desk@selamtopup.test');
  const mailer = new MemoryMailer();
  return {
    repository,
    address,
    mailer,
    service: new ContactUsService(repository, address, mailer),
  };
}

describe('a contact message', () => {
  it('is kept with the address it went to, and mailed there; replies go to the sender', async () => {
    const { repository, mailer, service } = setUp();
    await service.contact(message);
    expect(repository.contactMessages).toEqual([{ message, sentTo: 'desk@selamtopup.test' }]);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({
      to: 'desk@selamtopup.test',
      replyTo: 'abebe@example.com',
      subject: 'Contact message from Abebe Kebede',
    });
  });

  it('goes to the address set at the time it is sent', async () => {
    const { address, mailer, service } = setUp();
    address.address = 'new-desk@selamtopup.test';
    await service.contact(message);
    expect(mailer.sent[0].to).toBe('new-desk@selamtopup.test');
  });

  it('is kept even when the mail cannot be queued (the error reaches the sender)', async () => {
    const { repository, mailer, service } = setUp();
    mailer.down = true;
    await expect(service.contact(message)).rejects.toThrow('mail queue unavailable');
    expect(repository.contactMessages).toHaveLength(1);
  });

  it('is not mailed when it cannot be kept', async () => {
    const { repository, mailer, service } = setUp();
    repository.down = true;
    await expect(service.contact(message)).rejects.toThrow('database unavailable');
    expect(mailer.sent).toEqual([]);
  });
});
