import { applyDecorators } from '@nestjs/common';
import { ApiBadRequestResponse } from '@nestjs/swagger';

/** What every back-office list may answer besides its page. */
export const ListRequestsDocs = () =>
  applyDecorators(
    ApiBadRequestResponse({ description: 'A filter, range or sort that cannot be used' }),
  );
