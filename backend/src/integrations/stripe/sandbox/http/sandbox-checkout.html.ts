import { formatCents } from '@shared/domain/money';
import { escapeHtml as escape } from '@shared/domain/text';
import { type SandboxSession, successUrlOf } from '../sandbox-session';

// Self-contained: no scripts (our CSP forbids inline ones), no outside assets.
const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#222;margin:0;padding:2rem 1rem}
main{max-width:26rem;margin:0 auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 1px 4px #0002}
.note{background:#fff4ce;border-radius:4px;padding:.5rem .75rem;font-size:.875rem}
.amount{font-size:2rem;font-weight:600;margin:.5rem 0 1rem}
form{display:inline}button{font-size:1rem;padding:.6rem 1.4rem;border-radius:4px;border:1px solid #635bff;cursor:pointer}
.pay{background:#635bff;color:#fff;margin-right:.5rem}.decline{background:#fff;color:#635bff}</style></head>
<body><main>${body}</main></body></html>`;

// What Stripe's page does when a session asks for 3-D Secure: the card's bank asks the payer to
// confirm; here Pay stands for that confirmation (docs/decisions.md#risk-limit-defaults).
const THREE_D_SECURE_NOTE =
  '<p class="note" id="three-d-secure">3-D Secure requested: your card\'s bank asks you to confirm this payment. In the sandbox, Pay confirms it.</p>';

const SANDBOX_NOTE =
  '<p class="note">Sandbox checkout: no card is charged. Pay confirms the payment as Stripe would.</p>';

/**
 * What Stripe would send later about a paid payment (Radar, the cardholder's bank): buttons that
 * make the sandbox send it, for demos and the browser journeys.
 */
function alertForms(session: SandboxSession, alerts: Record<string, unknown>[]): string {
  const form = (action: string, label: string) =>
    `<form method="post" action="/sandbox/checkout/${escape(session.id)}/${action}">
<input type="hidden" name="token" value="${escape(session.formToken)}">
<button type="submit" class="decline">${label}</button></form>`;
  const sent = alerts
    .map((a) =>
      a.object === 'dispute'
        ? `<li>Dispute ${escape(String(a.id))}: ${escape(String(a.status))}</li>`
        : `<li>Early fraud warning ${escape(String(a.id))}</li>`,
    )
    .join('');
  return `<h2>After the payment</h2><p class="note">Sends what Stripe would send later about this payment.</p>
${sent ? `<ul>${sent}</ul>` : ''}
<p>${form('early-fraud-warning', 'Send an early fraud warning')}</p>
<p>${form('dispute', 'Open a dispute')} ${form('dispute-lost', 'Close the dispute as lost')}</p>`;
}

/**
 * Card countries the page offers (ISO alpha-2), for trying the review queue's country rule
 * (docs/specification.md#review-queue); none chosen: the card tells no country.
 */
export const CARD_COUNTRIES = ['US', 'GB', 'CA', 'DE', 'ET', 'NG', 'TZ', 'KE'] as const;

const countryChoice = () =>
  `<p><label>Card country <select name="cardCountry"><option value="">Not told</option>${CARD_COUNTRIES.map(
    (c) => `<option value="${c}">${c}</option>`,
  ).join('')}</select></label></p>`;

/** Saving the card: how it answers later automatic charges (docs/decisions.md#sandbox-saved-cards). */
const savedCardChoice = () =>
  `<p class="note" id="save-card">This payment saves the card for automatic top-ups.</p>
<p><label>Later automatic charges <select name="savedCard">
<option value="succeeds">Succeed (4242)</option>
<option value="authentication_required">Need authentication (3184)</option>
<option value="declines">Decline (0341)</option></select></label></p>`;

export function renderCheckout(
  session: SandboxSession,
  alerts: Record<string, unknown>[] = [],
): string {
  const amount = `$${formatCents(session.amountCents)}`;
  const header = `<h1>SelamTopup checkout</h1>${SANDBOX_NOTE}
<p>${escape(session.description)}</p><p class="amount">${amount} <small>USD</small></p>`;
  if (session.state === 'paid') {
    return page(
      'Paid',
      `${header}<p>This checkout is paid.</p><p><a href="${escape(successUrlOf(session))}">Continue</a></p>${alertForms(session, alerts)}`,
    );
  }
  if (session.state === 'expired') {
    return page(
      'Checkout expired',
      `${header}<p>This checkout has expired.</p><p><a href="${escape(session.cancelUrl)}">Back</a></p>`,
    );
  }
  const form = (action: 'pay' | 'decline', label: string) =>
    `<form method="post" action="/sandbox/checkout/${escape(session.id)}/${action}">
<input type="hidden" name="token" value="${escape(session.formToken)}">${action === 'pay' ? countryChoice() + (session.saveCardFor ? savedCardChoice() : '') : ''}
<button type="submit" class="${action}">${label}</button></form>`;
  return page(
    `Pay ${amount}`,
    `${header}${session.customerEmail ? `<p>Receipt to ${escape(session.customerEmail)}</p>` : ''}
${session.threeDSecure === 'any' ? THREE_D_SECURE_NOTE : ''}
${form('pay', `Pay ${amount}`)}${form('decline', 'Decline')}`,
  );
}

export function renderNotFound(): string {
  return page(
    'Checkout not found',
    '<h1>Checkout not found</h1><p>This checkout session does not exist or is gone.</p>',
  );
}

export function renderForbidden(): string {
  return page(
    'Checkout not confirmed',
    '<h1>Checkout not confirmed</h1><p>This form is not valid any more. Go back and reload the page.</p>',
  );
}
