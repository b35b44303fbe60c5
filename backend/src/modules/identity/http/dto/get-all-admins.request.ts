import { OptionalSeedRangeRequest } from '../../../../shared/http/seed-range.request';

/** getAllAdmins: rows `start` to `end` of the list, 1-based and inclusive (seed 001 §7). */
export class GetAllAdminsRequest extends OptionalSeedRangeRequest {}
