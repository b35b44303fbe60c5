import type { ContactMessage, CreditRequest } from '../domain/support-request';
import { ContactAddress } from '../ports/contact-address.port';
import { RecipientMailCounter } from '../ports/recipient-mail-counter.port';
import type { Requester } from '../domain/credit-request-link';
import { LinkedCreditRequest, SupportRepository } from '../ports/support-repository.port';

/** The support tables in memory: what was kept, in order. */
export class MemorySupportRepository extends SupportRepository {
  readonly contactMessages: { message: ContactMessage; sentTo: string }[] = [];
  readonly creditRequests: CreditRequest[] = [];
  /** Each kept request's id, link token hash and time, in the order of creditRequests. */
  readonly links: { id: string; hash: string; createdAt: Date }[] = [];
  /** Every save throws (the database went away). */
  down = false;

  async saveContactMessage(message: ContactMessage, sentTo: string) {
    if (this.down) throw new Error('database unavailable');
    this.contactMessages.push({ message, sentTo });
  }
  async saveCreditRequest(request: CreditRequest, linkTokenHash: string) {
    if (this.down) throw new Error('database unavailable');
    this.creditRequests.push(request);
    this.links.push({
      id: `r${this.links.length + 1}`,
      hash: linkTokenHash,
      createdAt: new Date(),
    });
  }
  async findByLinkTokenHash(hash: string): Promise<LinkedCreditRequest | null> {
    const i = this.links.findIndex((l) => l.hash === hash);
    if (i < 0) return null;
    const { id, createdAt } = this.links[i];
    return { id, createdAt, requestorTele: this.creditRequests[i].requestorTele };
  }
  async requesterOf(requestId: string): Promise<Requester | null> {
    const i = this.links.findIndex((l) => l.id === requestId);
    if (i < 0) return null;
    const r = this.creditRequests[i];
    return { name: r.requestorName, email: r.requestorEmail, language: r.language };
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
