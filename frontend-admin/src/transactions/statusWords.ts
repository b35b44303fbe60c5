import { ORDER_STATUS_WORDS } from '@selamtopup/api-types/order-status-words';

// The contract's status words (`transtatus`), as the status filter's choices.
export const STATUS_CHOICES = Object.entries(ORDER_STATUS_WORDS).map(([id, name]) => ({
  id,
  name,
}));
