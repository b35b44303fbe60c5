import { Global, Logger, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '@config/app-config';
import { MobileLookup } from '@modules/catalog/ports/mobile-lookup.port';
import { OfferSource } from '@modules/catalog/ports/offer-source.port';
import { TopUpSender } from '@modules/orders/ports/top-up-sender.port';
import { ProviderBalance } from '@modules/backoffice/ports/provider-balance.port';
import { DtoneProviderBalance } from './dtone-provider-balance';
import { SandboxProviderBalance } from './sandbox/sandbox-provider-balance';
import { DtoneMobileLookup } from './dtone-mobile-lookup';
import { DtoneOfferSource } from './dtone-offer-source';
import { DtoneTopUpSender } from './dtone-top-up-sender';
import { DvsHttpClient } from './dvs-http-client';
import { SandboxMobileLookup } from './sandbox/sandbox-mobile-lookup';
import { SandboxOfferSource } from './sandbox/sandbox-offer-source';
import { SandboxLatency } from './sandbox/sandbox-latency-top-up-sender';
import { SandboxTopUpSender } from './sandbox/sandbox-top-up-sender';
import { dtoneHttpErrors } from './dtone.http-errors';
import { HttpErrorRegistry } from '@shared/http/http-error-registry';

/** Real DT One when a key is configured (and not DEMO_MODE), else the built-in sandbox (works offline). */
const useDtone = (config: AppConfig) => config.realTopUps;

/**
 * DT One behind the catalogue's OfferSource and MobileLookup, the orders' TopUpSender and the
 * back office's ProviderBalance. The
 * countries to sync are `AppConfig.env.DTONE_COUNTRIES` (parsed and checked at boot).
 */
@Global()
@Module({
  providers: [
    {
      // One client for all three adapters, so they share what DT One says about rate limits.
      provide: DvsHttpClient,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => {
        if (!useDtone(config)) {
          // env.schema.ts already refuses this start; never send free top-ups in production.
          if (!config.sandboxesAllowed) throw new Error('DTONE_API_KEY is required in production');
          const logger = new Logger('DtOne');
          const why = config.env.DEMO_MODE ? 'DEMO_MODE' : 'no DTONE_API_KEY';
          const note = `${why}: offers, lookup and top-ups come from the sandbox`;
          if (config.isProduction) logger.warn(`${note}; customers' top-ups are NOT delivered`);
          else logger.log(note);
        }
        return new DvsHttpClient(config);
      },
    },
    {
      provide: OfferSource,
      inject: [AppConfig, DvsHttpClient],
      useFactory: (config: AppConfig, http: DvsHttpClient) =>
        useDtone(config) ? new DtoneOfferSource(http) : new SandboxOfferSource(),
    },
    {
      provide: MobileLookup,
      inject: [AppConfig, DvsHttpClient],
      useFactory: (config: AppConfig, http: DvsHttpClient) =>
        useDtone(config) ? new DtoneMobileLookup(http) : new SandboxMobileLookup(),
    },
    {
      provide: TopUpSender,
      inject: [AppConfig, DvsHttpClient, DataSource],
      useFactory: (config: AppConfig, http: DvsHttpClient, db: DataSource) => {
        if (useDtone(config)) return new DtoneTopUpSender(http, config.dtoneCallbackUrl);
        const sandbox = new SandboxTopUpSender(
          db,
          config.env.DTONE_SANDBOX_COMPLETION_MS,
          config.dtoneCallbackUrl,
        );
        const latency = config.env.DTONE_SANDBOX_LATENCY_MS;
        return latency ? new SandboxLatency(sandbox, latency) : sandbox;
      },
    },
    {
      provide: ProviderBalance,
      inject: [AppConfig, DvsHttpClient, DataSource],
      useFactory: (config: AppConfig, http: DvsHttpClient, db: DataSource) =>
        useDtone(config) ? new DtoneProviderBalance(http) : new SandboxProviderBalance(db),
    },
  ],
  exports: [OfferSource, MobileLookup, TopUpSender, ProviderBalance],
})
export class DtoneModule {
  constructor(errors: HttpErrorRegistry) {
    errors.register(dtoneHttpErrors);
  }
}
