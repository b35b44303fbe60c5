import { IsUUID } from 'class-validator';

/** A client's id: a uuid, refused (400) before any query otherwise. */
export class ClientIdParams {
  @IsUUID('all', { message: 'Invalid client id' })
  id: string;
}
