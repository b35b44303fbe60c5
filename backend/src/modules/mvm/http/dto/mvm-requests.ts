import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsObject, ValidateNested } from 'class-validator';
import { MvmCart } from './mvm-payment-fields';

const CART = 'cart must be an object with amount, description, payerName and course';

/** POST /api/mvmpaypal/orders (docs/specification.md#mvm-calls). */
export class MvmWalletOrderRequest {
  @ApiProperty({ type: MvmCart })
  @ValidateNested()
  @Type(() => MvmCart)
  @IsObject({ message: CART })
  @IsDefined({ message: CART })
  cart: MvmCart;
}

/** The capture's body is empty JSON. */
export class MvmCaptureRequest {}
