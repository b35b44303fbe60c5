import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { BLOCK_REASON_MAX } from '@modules/identity/services/block-customer.service';

/** Why an admin blocks or unblocks a client (kept on the client and in the audit log). */
export class ClientBlockRequest {
  @MaxLength(BLOCK_REASON_MAX, {
    message: `The reason may have at most ${BLOCK_REASON_MAX} characters`,
  })
  @IsNotEmpty({ message: 'Please give a reason' })
  @IsString({ message: 'Please give a reason' })
  reason: string;
}
