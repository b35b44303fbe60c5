import type { ContactMessage, CreditRequest } from '../domain/support-request';
import type { Requester } from '../domain/credit-request-link';

/** A kept credit request found by its link's token hash. */
export interface LinkedCreditRequest {
  id: string;
  requestorTele: string;
  createdAt: Date;
}

/** Every contact message and credit request is kept, whatever happens to the mail. */
export abstract class SupportRepository {
  abstract saveContactMessage(message: ContactMessage, sentTo: string): Promise<void>;
  /** `linkTokenHash`: the SHA-256 of the token its mail's link carries. */
  abstract saveCreditRequest(request: CreditRequest, linkTokenHash: string): Promise<void>;
  abstract findByLinkTokenHash(hash: string): Promise<LinkedCreditRequest | null>;
  abstract requesterOf(requestId: string): Promise<Requester | null>;
}
