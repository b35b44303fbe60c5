import type { Language } from '@shared/domain/language';

export interface ContactMessage {
  firstname: string;
  lastname: string;
  email: string;
  message: string;
}

export interface CreditRequest {
  /** The language the request was made in: its mails are written in it. */
  language: Language;
  requestorName: string;
  requestorTele: string;
  requestorEmail: string;
  requesteeName: string;
  requesteeEmail: string;
  message: string;
}
