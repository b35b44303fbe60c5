import { DomainError } from '@shared/domain/domain-error';
import { RECIPIENT_LIMITS } from '../domain/recipient';
import { RecipientsErrors } from '../domain/recipients.errors';
import { MemoryRecipients } from '../testing/memory-recipients';
import { SaveRecipientService } from './save-recipient.service';

const mum = {
  name: '  Mum   Addis ',
  telenumber: '+251911234567',
  country: 'Ethiopia',
  operatorName: 'Ethio telecom',
};

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'saved',
    (e: DomainError) => e.code,
  );

describe('saving a recipient', () => {
  it('keeps the number with a tidied name, country and operator', async () => {
    const book = new MemoryRecipients();
    const saved = await new SaveRecipientService(book).save('c1', mum);
    expect(saved).toMatchObject({ ...mum, name: 'Mum Addis', id: expect.any(String) });
    expect(book.book('c1')).toHaveLength(1);
  });

  it('refuses the same number twice in one book, but not in another customer’s', async () => {
    const service = new SaveRecipientService(new MemoryRecipients());
    await service.save('c1', mum);
    expect(await codeOf(service.save('c1', { ...mum, name: 'Mother' }))).toBe(
      RecipientsErrors.ALREADY_SAVED,
    );
    expect(await codeOf(service.save('c2', mum))).toBe('saved');
  });

  it(`stops at ${RECIPIENT_LIMITS.perCustomer} recipients`, async () => {
    const service = new SaveRecipientService(new MemoryRecipients());
    for (let i = 0; i < RECIPIENT_LIMITS.perCustomer; i++) {
      await service.save('c1', { ...mum, telenumber: `+2519112${String(i).padStart(5, '0')}` });
    }
    expect(await codeOf(service.save('c1', { ...mum, telenumber: '+251999999999' }))).toBe(
      RecipientsErrors.BOOK_FULL,
    );
  });
});
