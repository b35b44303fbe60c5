import type { Cents } from '../../../shared/domain/money';
import type { Gateway, OrderEvent, TopUpOrder } from '../domain/top-up-order';

export type NewTopUpOrder = Pick<
  TopUpOrder,
  | 'customerId'
  | 'productId'
  | 'productName'
  | 'telenumber'
  | 'operatorName'
  | 'country'
  | 'amountCents'
  | 'serviceChargeCents'
  | 'gateway'
>;

export interface PaymentConfirmation {
  orderId: string;
  gateway: Gateway;
  paymentRef: string;
  amountCents: Cents;
  /** What confirmed it: 'webhook', 'success-page', 'reconciliation', 'capture'. */
  source: string;
}

/** Fields a status change may set along with the status. */
export type OrderChanges = Partial<
  Pick<TopUpOrder, 'providerTransactionId' | 'failureReason' | 'refundRef'>
>;

export abstract class TopUpOrderRepository {
  /** A new PENDING_PAYMENT order, with its first history line. */
  abstract create(order: NewTopUpOrder, actor: string): Promise<TopUpOrder>;
  abstract attachCheckoutSession(orderId: string, sessionId: string): Promise<void>;
  abstract findById(orderId: string): Promise<TopUpOrder | null>;
  abstract findByCheckoutSession(sessionId: string): Promise<TopUpOrder | null>;
  /**
   * Records the confirmation and moves the order PENDING_PAYMENT -> PAID in one transaction.
   * A primary key on the confirmation makes this happen once however many copies arrive at
   * once; 'already' for every copy after the first.
   */
  abstract confirmPayment(confirmation: PaymentConfirmation): Promise<'confirmed' | 'already'>;
  /**
   * Applies a move checked by the domain (`moveOrder`), with its history line, only if the order
   * is still where the move starts; false when another process moved it first.
   */
  abstract move(move: OrderEvent, changes?: OrderChanges): Promise<boolean>;
  /**
   * A history line that moves nothing (an admin's check or refund, whatever came of it): from and
   * to are the order's status at that moment. False when there is no such order.
   */
  abstract note(orderId: string, actor: string, detail: string): Promise<boolean>;
}
