import { Matches } from 'class-validator';
import { LINK_TOKEN_PATTERN } from '../../domain/credit-request-link';

/** The token of a credit request's link: 43 base64url characters, refused before any query. */
export class CreditRequestLinkParams {
  @Matches(LINK_TOKEN_PATTERN, { message: 'This top-up request link is not valid' })
  token: string;
}
