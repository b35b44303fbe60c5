import { ConfigModule } from '@config/config.module';
import { CaptchaModule } from '@integrations/captcha/captcha.module';
import { DtoneModule } from '@integrations/dtone/dtone.module';
import { MailerModule } from '@integrations/mailer/mailer.module';
import { PaypalModule } from '@integrations/paypal/paypal.module';
import { StripeModule } from '@integrations/stripe/stripe.module';
import { AutoTopUpModule } from '@modules/autotopup/autotopup.module';
import { BackofficeModule } from '@modules/backoffice/backoffice.module';
import { CatalogModule } from '@modules/catalog/catalog.module';
import { IdentityModule } from '@modules/identity/identity.module';
import { MvmModule } from '@modules/mvm/mvm.module';
import { OrdersModule } from '@modules/orders/orders.module';
import { RecipientsModule } from '@modules/recipients/recipients.module';
import { SupportModule } from '@modules/support/support.module';
import { LoggerModule } from '@platform/logger.module';
import { HttpErrorsModule } from '@shared/http/http-error-registry';
import { PaymentHandlersModule } from '@shared/payments/payment-handlers.module';
import { RateLimitModule } from '@shared/http/rate-limit.module';
import { QueuesModule } from '@shared/queues/queues.module';
import { RedisModule } from '@shared/redis/redis.module';

/** Infrastructure and the seven contexts; shared by the API and the worker process. */
export const coreImports = [
  ConfigModule,
  LoggerModule,
  HttpErrorsModule,
  PaymentHandlersModule,
  RedisModule,
  QueuesModule,
  RateLimitModule,
  MailerModule,
  CaptchaModule,
  DtoneModule,
  StripeModule,
  PaypalModule,
  IdentityModule,
  CatalogModule,
  OrdersModule,
  BackofficeModule,
  MvmModule,
  SupportModule,
  RecipientsModule,
  AutoTopUpModule,
];
