import { OptionalSeedRangeRequest } from '@shared/http/seed-range.request';

/**
 * getAllAdmins: rows `start` to `end` of the list, 1-based and inclusive
 * (docs/specification.md#admin-calls).
 */
export class GetAllAdminsRequest extends OptionalSeedRangeRequest {}
