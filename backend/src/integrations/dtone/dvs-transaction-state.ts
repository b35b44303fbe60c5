import type { DeliveredPin, TopUpState } from '@modules/orders/ports/top-up-sender.port';
import { Cents, toCents } from '@shared/domain/money';
import type { DvsTransaction } from './dvs-schemas';

/** DVS status class ids, for answers that carry the id without the name. */
const classNames: Record<number, string> = {
  1: 'CREATED',
  2: 'CONFIRMED',
  3: 'REJECTED',
  4: 'CANCELLED',
  5: 'SUBMITTED',
  7: 'COMPLETED',
  8: 'REVERSED',
  9: 'DECLINED',
};

const knownNames = new Set(Object.values(classNames));
const failedClasses = new Set(['REJECTED', 'DECLINED', 'CANCELLED', 'REVERSED']);

/**
 * Decides on the status class, not the detailed status (PROVIDERS.md). REVERSED can follow
 * COMPLETED and counts as failed so the order is refunded. An unknown class stays pending:
 * refunding a top-up that may still complete would pay twice, while pending gets re-checked.
 */
export function toTopUpState(transaction: DvsTransaction): TopUpState {
  const providerTransactionId = transaction.id;
  const wholesaleCents = wholesaleCentsOf(transaction.prices?.wholesale);
  const name = className(transaction.status.class);
  if (name === 'COMPLETED') {
    const pin = pinOf(transaction.pin);
    const reference = transaction.operator_reference;
    return {
      state: 'completed',
      providerTransactionId,
      wholesaleCents,
      ...(pin ? { pin } : {}),
      ...(reference ? { operatorReference: reference } : {}),
    };
  }
  if (failedClasses.has(name)) {
    const reason = transaction.status.message?.trim() || name;
    return {
      state: 'failed',
      providerTransactionId,
      reason,
      wholesaleCents,
      ...(name === 'CANCELLED' ? { cancelled: true } : {}),
    };
  }
  return { state: 'pending', providerTransactionId, wholesaleCents };
}

/**
 * What DT One charged in USD cents: the wholesale amount plus its fee (both are debited from
 * the balance). Null when not in USD or not readable, never a guessed zero.
 */
export function wholesaleCentsOf(
  wholesale:
    | { unit?: string | null; amount: number | string; fee?: number | string | null }
    | null
    | undefined,
): Cents | null {
  if (!wholesale || wholesale.unit?.toUpperCase() !== 'USD') return null;
  try {
    const cents = toCents(wholesale.amount) + toCents(wholesale.fee ?? 0);
    return cents >= 0 ? cents : null;
  } catch {
    return null;
  }
}

/** The class name when DT One gave a known one, else the name of its id. */
function className(statusClass: DvsTransaction['status']['class']): string {
  const named = statusClass.message?.trim().toUpperCase() ?? '';
  if (knownNames.has(named)) return named;
  return (statusClass.id != null ? classNames[statusClass.id] : undefined) ?? named;
}

/** The voucher of a completed PIN transaction: a code is required, the serial may be missing. */
export function pinOf(pin: DvsTransaction['pin']): DeliveredPin | null {
  if (!pin?.code) return null;
  return { code: pin.code, serial: pin.serial ?? null };
}
