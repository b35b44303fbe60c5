import { DomainError } from '@shared/domain/domain-error';
import { RecipientsErrors } from '../domain/recipients.errors';
import { MemoryRecipients } from '../testing/memory-recipients';
import { RenameRecipientService } from './rename-recipient.service';

const draft = {
  name: 'Mum',
  telenumber: '+251911234567',
  country: 'Ethiopia',
  operatorName: 'Ethio telecom',
};

describe('renaming a recipient', () => {
  it('renames the customer’s own recipient', async () => {
    const book = new MemoryRecipients();
    const added = await book.add('c1', draft, 50);
    if (added.kind !== 'added') throw new Error('not added');
    const renamed = await new RenameRecipientService(book).rename(
      'c1',
      added.recipient.id,
      ' Mother ',
    );
    expect(renamed).toMatchObject({ id: added.recipient.id, name: 'Mother' });
  });

  it('answers not found for another customer’s recipient, which stays as it was', async () => {
    const book = new MemoryRecipients();
    const added = await book.add('c1', draft, 50);
    if (added.kind !== 'added') throw new Error('not added');
    await expect(
      new RenameRecipientService(book).rename('c2', added.recipient.id, 'Mine now'),
    ).rejects.toEqual(new DomainError(RecipientsErrors.NOT_FOUND));
    expect(book.book('c1')[0].name).toBe('Mum');
  });
});
