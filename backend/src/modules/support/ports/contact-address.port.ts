/** Where contact messages go (the back office's "Change Contact email" sets it). */
export abstract class ContactAddress {
  abstract current(): Promise<string>;
}
