import { Logger } from '@nestjs/common';
import {
  LookedUpOperator,
  LookupResult,
  MobileLookup,
} from '@modules/catalog/ports/mobile-lookup.port';
import { DtoneApiError, DtoneUnavailableError, DvsErrorCode } from './dvs-errors';
import { DvsHttpClient } from './dvs-http-client';
import { dvsOperatorSchema } from './dvs-schemas';

/** POST /lookup/mobile-number: the operators that may serve a number, direct matches first. */
export class DtoneMobileLookup extends MobileLookup {
  private readonly logger = new Logger('DtOne');

  constructor(private readonly http: DvsHttpClient) {
    super();
  }

  async lookup(mobileNumber: string): Promise<LookupResult> {
    let body: unknown;
    try {
      ({ body } = await this.http.post('/lookup/mobile-number', { mobile_number: mobileNumber }));
    } catch (err) {
      if (err instanceof DtoneApiError && err.dvsCode === DvsErrorCode.INVALID_MOBILE_NUMBER) {
        return { valid: false };
      }
      throw err;
    }
    if (!Array.isArray(body))
      throw new DtoneUnavailableError('DT One answered a lookup with no list');
    const operators: LookedUpOperator[] = body.flatMap((item) => {
      const parsed = dvsOperatorSchema.safeParse(item);
      if (!parsed.success) {
        this.logger.warn(`Skipped an unreadable operator in a DT One lookup answer`);
        return [];
      }
      const { id, name, country, identified } = parsed.data;
      return [{ id, name, countryIso3: country.iso_code, identified: identified ?? false }];
    });
    // Stable sort: DT One's order among equals is kept.
    operators.sort((a, b) => Number(b.identified) - Number(a.identified));
    return { valid: true, operators };
  }
}
