/** A customer's e-mail address (reminders, outcomes and pause notices go there). */
export abstract class CustomerContacts {
  abstract emailOf(customerId: string): Promise<string | null>;
}
