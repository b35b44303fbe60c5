/** What the customer's past says about an order just paid (the review rules' facts). */
export interface CustomerReviewFacts {
  /** The customer's earlier orders that were delivered (COMPLETED). */
  earlierDeliveredOrders: number;
  /** Different numbers of the customer's orders paid in the last hour, this order's included. */
  numbersLastHour: number;
  /** The account's own telephone number (international form), as the customer signed up with it. */
  accountTelephone: string | null;
}

export abstract class ReviewFactsReader {
  abstract factsFor(orderId: string): Promise<CustomerReviewFacts>;
}
