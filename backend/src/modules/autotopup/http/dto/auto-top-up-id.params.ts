import { IsUUID } from 'class-validator';

/** A schedule's id: a uuid, refused (400) before any query otherwise. */
export class AutoTopUpIdParams {
  @IsUUID('all', { message: 'Invalid automatic top-up id' })
  id: string;
}
