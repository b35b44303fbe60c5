import {
  BalanceReading,
  ProviderBalance,
  ProviderBalanceUnavailable,
} from '@modules/backoffice/ports/provider-balance.port';
import { toCents } from '@shared/domain/money';
import { DvsHttpClient } from './dvs-http-client';
import { dvsBalancesSchema } from './dvs-schemas';

/**
 * GET /balances, asked for the USD currency balance (our prices and DT One's wholesale prices
 * are USD). `available` is what top-ups can spend. Faults and answers we cannot read throw
 * ProviderBalanceUnavailable: the watch then changes nothing.
 */
export class DtoneProviderBalance extends ProviderBalance {
  constructor(private readonly http: DvsHttpClient) {
    super();
  }

  async read(): Promise<BalanceReading> {
    let body: unknown;
    try {
      ({ body } = await this.http.get('/balances', { unit_type: 'CURRENCY', unit: 'USD' }));
    } catch (err) {
      throw new ProviderBalanceUnavailable(err instanceof Error ? err.message : String(err));
    }
    const parsed = dvsBalancesSchema.safeParse(body);
    if (!parsed.success)
      throw new ProviderBalanceUnavailable('DT One answered balances we cannot read');
    const usd = parsed.data.find((b) => b.unit.toUpperCase() === 'USD');
    if (!usd) throw new ProviderBalanceUnavailable('DT One shows no USD balance');
    try {
      return { availableCents: toCents(usd.available), currency: 'USD' };
    } catch {
      throw new ProviderBalanceUnavailable(
        `DT One answered a balance we cannot read: ${usd.available}`,
      );
    }
  }
}
