export class ContactEmailResponse {
  /** Where contact messages go. */
  email: string;
}
