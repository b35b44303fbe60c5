import { randomUUID } from 'node:crypto';
import type { Recipient, RecipientDraft, RecipientView } from '../domain/recipient';
import { RecipientReadModel } from '../ports/recipient-read-model.port';
import { RecipientRepository, type AddRecipientOutcome } from '../ports/recipient-repository.port';

/** The recipients table in memory, books keyed by customer. */
export class MemoryRecipients extends RecipientRepository {
  readonly books = new Map<string, Recipient[]>();

  book(customerId: string): Recipient[] {
    let book = this.books.get(customerId);
    if (!book) this.books.set(customerId, (book = []));
    return book;
  }

  async add(customerId: string, draft: RecipientDraft, cap: number): Promise<AddRecipientOutcome> {
    const book = this.book(customerId);
    const existing = book.find((r) => r.telenumber === draft.telenumber);
    if (existing) return { kind: 'duplicate', existing: existing.name };
    if (book.length >= cap) return { kind: 'full' };
    const recipient = { ...draft, id: randomUUID(), createdAt: new Date() };
    book.push(recipient);
    return { kind: 'added', recipient };
  }

  async rename(customerId: string, id: string, name: string) {
    const recipient = this.book(customerId).find((r) => r.id === id);
    if (!recipient) return null;
    recipient.name = name;
    return { ...recipient };
  }

  async remove(customerId: string, id: string) {
    const book = this.book(customerId);
    const at = book.findIndex((r) => r.id === id);
    if (at < 0) return false;
    book.splice(at, 1);
    return true;
  }
}

/** Reads over MemoryRecipients plus the paid orders a spec declares. */
export class MemoryRecipientReads extends RecipientReadModel {
  /** Paid orders: customer, number, product, and whether it arrived or is on its way. */
  readonly paidOrders: {
    customerId: string;
    telenumber: string;
    productId: string;
    delivered: boolean;
  }[] = [];

  constructor(private readonly recipients: MemoryRecipients) {
    super();
  }

  async list(customerId: string): Promise<RecipientView[]> {
    return [...this.recipients.book(customerId)]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((r) => ({
        ...r,
        lastProductId:
          this.paidOrders
            .filter((o) => o.customerId === customerId && o.telenumber === r.telenumber)
            .at(-1)?.productId ?? null,
      }));
  }

  async savedAs(customerId: string, telenumber: string) {
    return this.recipients.book(customerId).find((r) => r.telenumber === telenumber)?.name ?? null;
  }

  async paidFor(customerId: string, telenumber: string) {
    return this.paidOrders.some(
      (o) => o.customerId === customerId && o.telenumber === telenumber && o.delivered,
    );
  }
}
