import { BadRequestException, ParseUUIDPipe } from '@nestjs/common';

/** An admin id in a path: a uuid, else 400 before any lookup. */
export const AdminIdPipe = new ParseUUIDPipe({
  exceptionFactory: () => new BadRequestException('Invalid admin id'),
});
