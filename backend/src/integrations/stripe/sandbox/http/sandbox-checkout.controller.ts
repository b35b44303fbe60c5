import {
  Body,
  CanActivate,
  Controller,
  Get,
  Injectable,
  NotFoundException,
  Param,
  Post,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { AppConfig } from '@config/app-config';
import { CsrfExempt } from '@shared/http/csrf-exempt.decorator';
import { CardCheckout } from '@shared/ports/card-checkout.port';
import { CardPaymentAlerts } from '@shared/ports/card-payment-alerts.port';
import { SandboxCardCheckout, type SandboxAction } from '../sandbox-card-checkout';
import { type SandboxAlertAction, SandboxCardPaymentAlerts } from '../sandbox-card-payment-alerts';
import { successUrlOf } from '../sandbox-session';
import {
  SAVED_CARD_BEHAVIOURS,
  type SavedCardBehaviour,
} from '../sandbox-saved-card.sql-repository';
import {
  CARD_COUNTRIES,
  renderCheckout,
  renderForbidden,
  renderNotFound,
} from './sandbox-checkout.html';

class SandboxCheckoutForm {
  @MaxLength(100)
  @IsString()
  token: string;

  /** The card's country to report (Pay only); '' or absent: Stripe tells none. */
  @IsIn(['', ...CARD_COUNTRIES], { message: 'Unknown card country' })
  @IsOptional()
  cardCountry?: string;

  /** How a saved card answers later off-session charges (Pay of a session that saves it). */
  @IsIn(SAVED_CARD_BEHAVIOURS, { message: 'Unknown saved card' })
  @IsOptional()
  savedCard?: SavedCardBehaviour;
}

/**
 * 404 unless the sandbox adapter is active and sandboxes may serve (never in production outside
 * DEMO_MODE); a guard, so it answers before body validation.
 */
@Injectable()
class SandboxOnly implements CanActivate {
  constructor(
    private readonly checkout: CardCheckout,
    private readonly config: AppConfig,
  ) {}

  canActivate(): boolean {
    if (this.config.sandboxesAllowed && this.checkout instanceof SandboxCardCheckout) return true;
    throw new NotFoundException();
  }
}

/**
 * The sandbox's stand-in for Stripe's hosted payment page. Only while the sandbox adapter is
 * active (no STRIPE_SECRET_KEY): with real Stripe every route answers 404.
 */
@ApiExcludeController()
@Controller('sandbox/checkout')
@UseGuards(SandboxOnly)
export class SandboxCheckoutController {
  constructor(
    private readonly checkout: CardCheckout,
    private readonly alerts: CardPaymentAlerts,
  ) {}

  @Get(':id')
  async page(@Param('id') id: string, @Res() reply: FastifyReply): Promise<void> {
    const session = await this.sandbox().find(id);
    if (!session) return sendHtml(reply, 404, renderNotFound());
    allowFormRedirects(reply, [successUrlOf(session), session.cancelUrl]);
    const alerts = session.state === 'paid' ? await this.sandboxAlerts().ofSession(id) : [];
    return sendHtml(reply, 200, renderCheckout(session, alerts));
  }

  /** Stripe Radar's early fraud warning about this paid session's payment. */
  @Post(':id/early-fraud-warning')
  @CsrfExempt()
  earlyFraudWarning(
    @Param('id') id: string,
    @Body() form: SandboxCheckoutForm,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return this.alert(id, form, 'early-fraud-warning', reply);
  }

  /** The cardholder's bank disputes this paid session's payment. */
  @Post(':id/dispute')
  @CsrfExempt()
  dispute(
    @Param('id') id: string,
    @Body() form: SandboxCheckoutForm,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return this.alert(id, form, 'dispute', reply);
  }

  /** The open dispute closes, lost (the bank keeps the money back). */
  @Post(':id/dispute-lost')
  @CsrfExempt()
  disputeLost(
    @Param('id') id: string,
    @Body() form: SandboxCheckoutForm,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return this.alert(id, form, 'dispute-lost', reply);
  }

  private async alert(
    id: string,
    form: SandboxCheckoutForm,
    action: SandboxAlertAction,
    reply: FastifyReply,
  ): Promise<void> {
    const done = await this.sandboxAlerts().act(id, form.token, action);
    if (done.outcome === 'not-found') return sendHtml(reply, 404, renderNotFound());
    if (done.outcome === 'forbidden') return sendHtml(reply, 403, renderForbidden());
    // Sent, or nothing to send (unpaid, no open dispute): the page shows where the session is.
    await reply.redirect(pageUrl(id), 303);
  }

  private sandboxAlerts(): SandboxCardPaymentAlerts {
    return this.alerts as SandboxCardPaymentAlerts; // the sandbox checkout comes with them
  }

  /** Browsers post these forms without our CSRF header; the page's form token protects them. */
  @Post(':id/pay')
  @CsrfExempt()
  async pay(
    @Param('id') id: string,
    @Body() form: SandboxCheckoutForm,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const action = await this.sandbox().pay(
      id,
      form.token,
      form.cardCountry || null,
      form.savedCard,
    );
    return answer(reply, action, (session) =>
      action.outcome === 'paid' ? successUrlOf(session) : pageUrl(session.id),
    );
  }

  @Post(':id/decline')
  @CsrfExempt()
  async decline(
    @Param('id') id: string,
    @Body() form: SandboxCheckoutForm,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const action = await this.sandbox().decline(id, form.token);
    return answer(reply, action, (session) =>
      action.outcome === 'paid' ? pageUrl(session.id) : session.cancelUrl,
    );
  }

  private sandbox(): SandboxCardCheckout {
    return this.checkout as SandboxCardCheckout; // SandboxOnly let the request in
  }
}

const pageUrl = (id: string) => `/sandbox/checkout/${encodeURIComponent(id)}`;

async function answer(
  reply: FastifyReply,
  action: SandboxAction,
  target: (session: Extract<SandboxAction, { session: unknown }>['session']) => string,
): Promise<void> {
  if (action.outcome === 'not-found') return sendHtml(reply, 404, renderNotFound());
  if (action.outcome === 'forbidden') return sendHtml(reply, 403, renderForbidden());
  await reply.redirect(target(action.session), 303);
}

async function sendHtml(reply: FastifyReply, status: number, html: string): Promise<void> {
  await reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * Our CSP allows forms to go to 'self' only, and browsers apply that to the redirect after a
 * form post too: let this page's forms lead on to the success and cancel urls' origins (the
 * customer site may be served from another origin in development).
 */
function allowFormRedirects(reply: FastifyReply, urls: string[]): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  const origins = urls.map((url) => URL.parse(url)?.origin).filter((o) => o && o !== 'null');
  if (!origins.length) return;
  reply.header(
    'content-security-policy',
    policy.replace(
      /form-action ([^;]*)/,
      (_m, sources: string) => `form-action ${sources} ${[...new Set(origins)].join(' ')}`,
    ),
  );
}
