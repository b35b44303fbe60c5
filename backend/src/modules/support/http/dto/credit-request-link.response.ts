export class CreditRequestLinkResponse {
  /** The requester's number, calling code first, e.g. '+251911234567'; nothing else is told. */
  phoneNumber: string;
}
