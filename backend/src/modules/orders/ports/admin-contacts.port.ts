/** The back office's people to tell about a dispute (every admin's e-mail). */
export abstract class AdminContacts {
  abstract emails(): Promise<string[]>;
}
