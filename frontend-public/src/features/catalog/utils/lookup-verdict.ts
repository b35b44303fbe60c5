// What Go to Payment makes of the mobile lookup's answer.
import type { MobileLookupAnswer } from '../api/mobile-lookup';
import type { OperatorChoice } from './catalogue';

export type LookupVerdict =
  | { ok: true }
  | {
      ok: false;
      message: 'Please enter a valid phone number' | `This number belongs to ${string}`;
    };

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Stops on an invalid number, or on a number served by another operator than the chosen one
 * (DECISIONS.md). An unknown operator (empty list) does not block: the provider may not know it.
 */
export function lookupVerdict(answer: MobileLookupAnswer, chosen: OperatorChoice): LookupVerdict {
  if (!answer.valid) return { ok: false, message: 'Please enter a valid phone number' };
  const { operators } = answer;
  if (operators.length === 0) return { ok: true };
  // Ids first; the name covers a provider whose lookup ids differ from its catalogue ids.
  if (operators.some((op) => op.id === chosen.id || sameName(op.name, chosen.name))) {
    return { ok: true };
  }
  return { ok: false, message: `This number belongs to ${operators[0].name}` };
}
