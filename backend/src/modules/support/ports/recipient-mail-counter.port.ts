/**
 * How many credit requests went to a mailbox, counted across every API instance in fixed windows
 * (the first request opens a window).
 */
export abstract class RecipientMailCounter {
  /** Counts one more request to `mailbox`; answers the count in its window, this one included. */
  abstract add(mailbox: string, windowMs: number): Promise<number>;
}
