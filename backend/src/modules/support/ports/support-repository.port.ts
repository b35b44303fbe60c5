import type { ContactMessage, CreditRequest } from '../domain/support-request';

/** Every contact message and credit request is kept, whatever happens to the mail. */
export abstract class SupportRepository {
  abstract saveContactMessage(message: ContactMessage, sentTo: string): Promise<void>;
  abstract saveCreditRequest(request: CreditRequest): Promise<void>;
}
