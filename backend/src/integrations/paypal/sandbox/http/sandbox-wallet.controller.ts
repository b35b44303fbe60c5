import {
  Body,
  CanActivate,
  Controller,
  HttpCode,
  Injectable,
  NotFoundException,
  Param,
  Post,
  UseGuards,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { AppConfig } from '@config/app-config';
import { WalletCheckout } from '@shared/ports/wallet-checkout.port';
import { SandboxWalletCheckout } from '../sandbox-wallet-checkout';

/** What the local wallet button gets back: the order's PayPal status after the payer's choice. */
export interface SandboxWalletChoiceResponse {
  id: string;
  status: string;
  choice: 'approve' | 'decline' | null;
}

/** The approval's body: `{}`, or the payer's country for the review queue to see. */
class SandboxApproval {
  /** ISO alpha-2 ('' or absent: PayPal tells none). */
  @Matches(/^([A-Z]{2})?$/, { message: 'payerCountry must be two capital letters' })
  @IsOptional()
  payerCountry?: string;
}

/**
 * 404 unless the sandbox wallet is active and sandboxes may serve (never in production outside
 * DEMO_MODE, never with real PayPal keys); a guard, so it answers before anything else.
 */
@Injectable()
class SandboxWalletOnly implements CanActivate {
  constructor(
    private readonly wallet: WalletCheckout,
    private readonly config: AppConfig,
  ) {}

  canActivate(): boolean {
    if (this.config.sandboxesAllowed && this.wallet instanceof SandboxWalletCheckout) return true;
    throw new NotFoundException();
  }
}

/**
 * The payer's side of the sandbox wallet: the customer site's local wallet button posts the
 * payer's choice here (JSON `{}`, our CSRF header as every POST), then calls our capture endpoint
 * as PayPal's button would after onApprove.
 */
@ApiExcludeController()
@Controller('sandbox/paypal/orders')
@UseGuards(SandboxWalletOnly)
export class SandboxWalletController {
  constructor(private readonly wallet: WalletCheckout) {}

  @Post(':id/approve')
  @HttpCode(200)
  approve(
    @Param('id') id: string,
    @Body() body: SandboxApproval,
  ): Promise<SandboxWalletChoiceResponse> {
    return this.choose(id, 'approve', body.payerCountry || null);
  }

  @Post(':id/decline')
  @HttpCode(200)
  decline(@Param('id') id: string): Promise<SandboxWalletChoiceResponse> {
    return this.choose(id, 'decline');
  }

  private async choose(
    id: string,
    choice: 'approve' | 'decline',
    payerCountry: string | null = null,
  ): Promise<SandboxWalletChoiceResponse> {
    const found = await (this.wallet as SandboxWalletCheckout).choose(id, choice, payerCountry);
    if (found.outcome === 'not-found') throw new NotFoundException('Order not found');
    return { id: found.order.id, status: found.order.status, choice: found.order.payerChoice };
  }
}
