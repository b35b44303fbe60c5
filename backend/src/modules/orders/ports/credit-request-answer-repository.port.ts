/**
 * Which credit request an order answers (top_up_orders.credit_request_id), and whether its
 * requester was told the top-up was sent (docs/decisions.md#request-sent-once).
 */
export abstract class CreditRequestAnswerRepository {
  /**
   * Names the request on the customer's own order while it waits for payment and names none
   * yet; false otherwise (another customer's order, already paid, already naming one).
   */
  abstract attach(orderId: string, customerId: string, requestId: string): Promise<boolean>;
  /**
   * The request a delivered order answers, the first time only: the claim and its mark are one
   * statement, so two completions or a retried job get null.
   */
  abstract claimSentMail(orderId: string): Promise<string | null>;
}
