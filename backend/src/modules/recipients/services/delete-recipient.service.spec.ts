import { DomainError } from '@shared/domain/domain-error';
import { RecipientsErrors } from '../domain/recipients.errors';
import { MemoryRecipients } from '../testing/memory-recipients';
import { DeleteRecipientService } from './delete-recipient.service';

const draft = {
  name: 'Mum',
  telenumber: '+251911234567',
  country: 'Ethiopia',
  operatorName: 'Ethio telecom',
};

describe('deleting a recipient', () => {
  it('removes the customer’s own recipient', async () => {
    const book = new MemoryRecipients();
    const added = await book.add('c1', draft, 50);
    if (added.kind !== 'added') throw new Error('not added');
    await new DeleteRecipientService(book).delete('c1', added.recipient.id);
    expect(book.book('c1')).toEqual([]);
  });

  it('answers not found for another customer’s recipient, and keeps it', async () => {
    const book = new MemoryRecipients();
    const added = await book.add('c1', draft, 50);
    if (added.kind !== 'added') throw new Error('not added');
    await expect(new DeleteRecipientService(book).delete('c2', added.recipient.id)).rejects.toEqual(
      new DomainError(RecipientsErrors.NOT_FOUND),
    );
    expect(book.book('c1')).toHaveLength(1);
  });
});
