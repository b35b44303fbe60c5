import { SetMetadata } from '@nestjs/common';

export const CSRF_EXEMPT = 'csrf-exempt';

/** Only for calls made by providers (webhooks), which cannot know a browser's token. */
export const CsrfExempt = () => SetMetadata(CSRF_EXEMPT, true);
