import { Injectable, Logger } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import { alpha2Of } from '../domain/countries';
import { LookupResult, MobileLookup } from '../ports/mobile-lookup.port';

export interface LookupView {
  valid: boolean;
  /** Operators the number may belong to, the provider's direct match first. */
  operators: { id: string; name: string; country: string | null }[];
}

@Injectable()
export class MobileLookupService {
  private readonly logger = new Logger(MobileLookupService.name);

  constructor(private readonly lookup: MobileLookup) {}

  /**
   * When the provider cannot answer, the number counts as valid with no known operator: the
   * customer may go on, and a wrong operator only means a failed top-up that is refunded.
   */
  async lookUp(phoneNumber: string): Promise<LookupView> {
    let result: LookupResult;
    try {
      result = await this.lookup.lookup(phoneNumber);
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      this.logger.warn(`Mobile lookup unavailable: ${err.message}`);
      return { valid: true, operators: [] };
    }
    if (!result.valid) return { valid: false, operators: [] };
    const operators = [...result.operators].sort(
      (a, b) => Number(b.identified) - Number(a.identified),
    );
    return {
      valid: true,
      operators: operators.map((o) => ({
        id: o.id,
        name: o.name,
        country: alpha2Of(o.countryIso3),
      })),
    };
  }
}
