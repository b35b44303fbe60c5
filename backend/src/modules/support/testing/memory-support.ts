import type { ContactMessage, CreditRequest } from '../domain/support-request';
import { ContactAddress } from '../ports/contact-address.port';
import { RecipientMailCounter } from '../ports/recipient-mail-counter.port';
import { SupportRepository } from '../ports/support-repository.port';

/** The support tables in memory: what was kept, in order. */
export class MemorySupportRepository extends SupportRepository {
  readonly contactMessages: { message: ContactMessage; sentTo: string }[] = [];
  readonly creditRequests: CreditRequest[] = [];
  /** Every save throws (the database went away). */
  down = false;

  async saveContactMessage(message: ContactMessage, sentTo: string) {
    if (this.down) throw new Error('database unavailable');
    this.contactMessages.push({ message, sentTo });
  }
  async saveCreditRequest(request: CreditRequest) {
    if (this.down) throw new Error('database unavailable');
    this.creditRequests.push(request);
  }
}

/** The contact address the back office set. */
export class FixedContactAddress extends ContactAddress {
  constructor(public address = 'desk@selamtopup.test') {
    super();
  }
  async current() {
    return this.address;
  }
}

/** Requests per mailbox; `expire()` ends every window (the day is over). */
export class MemoryRecipientMailCounter extends RecipientMailCounter {
  readonly counts = new Map<string, number>();
  async add(mailbox: string) {
    const count = (this.counts.get(mailbox) ?? 0) + 1;
    this.counts.set(mailbox, count);
    return count;
  }
  expire() {
    this.counts.clear();
  }
}
