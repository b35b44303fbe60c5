/** Who is mailed about the shop's money (every admin account). */
export abstract class AdminRecipients {
  abstract emails(): Promise<string[]>;
}
