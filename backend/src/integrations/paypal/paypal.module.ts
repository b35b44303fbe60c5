import { Global, Logger, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '@config/app-config';
import { WalletCheckout } from '@shared/ports/wallet-checkout.port';
import { SandboxWalletController } from './sandbox/http/sandbox-wallet.controller';
import { SandboxWalletCheckout } from './sandbox/sandbox-wallet-checkout';

async function createWalletCheckout(config: AppConfig, db: DataSource): Promise<WalletCheckout> {
  const env = config.env;
  if (config.realWalletPayments) {
    // PayPal's SDK (about 10 MB of heap) is loaded only where PayPal takes the payments
    // (docs/performance.md#memory).
    const { PaypalWalletCheckout } = await import('./paypal-wallet-checkout');
    return new PaypalWalletCheckout({
      clientId: env.PAYPAL_CLIENT_ID!,
      clientSecret: env.PAYPAL_CLIENT_SECRET!,
      environment: env.PAYPAL_ENVIRONMENT,
      apiUrl: env.PAYPAL_API_URL,
      timeoutMs: env.PAYPAL_TIMEOUT_MS,
    });
  }
  // env.schema.ts already refuses this start; never let a sandbox take orders in production.
  if (!config.sandboxesAllowed) throw new Error('PAYPAL_CLIENT_ID is required in production');
  const logger = new Logger('PayPal');
  const why = env.DEMO_MODE ? 'DEMO_MODE' : 'no PAYPAL_CLIENT_ID';
  const note = `${why}: wallet payments go through the sandbox wallet (/sandbox/paypal)`;
  if (config.isProduction) logger.warn(`${note}; NO real money is taken`);
  else logger.log(note);
  return new SandboxWalletCheckout(db);
}

/**
 * The wallet gateway (WalletCheckout): PayPal Orders v2 when PAYPAL_CLIENT_ID and
 * PAYPAL_CLIENT_SECRET are set (and not DEMO_MODE), else the sandbox wallet, whose payer routes
 * (/sandbox/paypal/orders/:id/approve|decline) answer only in that mode (404 with real PayPal,
 * and in production unless DEMO_MODE).
 */
@Global()
@Module({
  controllers: [SandboxWalletController],
  providers: [
    { provide: WalletCheckout, inject: [AppConfig, DataSource], useFactory: createWalletCheckout },
  ],
  exports: [WalletCheckout],
})
export class PaypalModule {}
