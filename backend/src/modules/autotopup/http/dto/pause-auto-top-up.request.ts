import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** Why an admin pauses a schedule (kept in the audit log). */
export class PauseAutoTopUpRequest {
  @MaxLength(500, { message: 'The reason may have at most 500 characters' })
  @IsNotEmpty({ message: 'Please give a reason' })
  @IsString({ message: 'Please give a reason' })
  reason: string;
}
