// The orders context's statuses as other contexts may use them (docs/architecture.md rule 3:
// contexts meet through services/, never each other's domain/).
export {
  isOrderStatus,
  ORDER_STATUS_WORDS,
  ORDER_STATUSES,
  type OrderStatus,
} from '../domain/order-status';
