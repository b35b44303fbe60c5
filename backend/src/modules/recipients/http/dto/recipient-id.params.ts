import { IsUUID } from 'class-validator';

/** A recipient's id: a uuid, refused (400) before any query otherwise. */
export class RecipientIdParams {
  @IsUUID('all', { message: 'Invalid recipient id' })
  id: string;
}
