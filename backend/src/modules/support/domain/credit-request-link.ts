import type { Language } from '@shared/domain/language';
import { createHash, randomBytes } from 'node:crypto';

/**
 * The link a credit request mail carries (docs/decisions.md#request-link): 32 random
 * bytes, base64url (43 characters). Only its SHA-256 is kept, so the table alone opens no link.
 */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newLinkToken = (): string => randomBytes(32).toString('base64url');

export const hashLinkToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** The page the link opens: the home form, which asks the API what the token stands for. */
export const requestLinkUrl = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/$/, '')}/?request=${token}`;

/**
 * The requester's number as the form and the checkout take it: the request form allows it
 * without '+', and then it is read as calling code plus number, as the mobile lookup reads it.
 */
export const internationalNumber = (tele: string): string =>
  tele.startsWith('+') ? tele : `+${tele}`;

/** What an open link stands for: the request and the number to top up, nothing else. */
export interface OpenedRequestLink {
  requestId: string;
  phoneNumber: string;
}

/** Whom to tell that the top-up they asked for was sent. */
export interface Requester {
  name: string;
  email: string;
  /** The language the request was made in: the "sent" mail is written in it. */
  language: Language;
}
