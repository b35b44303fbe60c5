import { IsUUID } from 'class-validator';

/** The order the success page follows: its uuid, refused before any query otherwise. */
export class FollowOrderParams {
  @IsUUID('all', { message: 'Invalid order id' })
  orderId: string;
}
