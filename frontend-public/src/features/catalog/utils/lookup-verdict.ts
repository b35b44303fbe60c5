// What Go to Payment makes of the mobile lookup's answer.
import { t } from '@/i18n/i18n';
import type { MobileLookupAnswer } from '../api/mobile-lookup';
import type { OperatorChoice } from './catalogue';

export type LookupVerdict =
  | { ok: true }
  | { ok: false; message: string }
  | {
      ok: false;
      message: string;
      /** The number's operator as the lookup names it: the form offers to switch to it. */
      operator: { id: string; name: string };
    };

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Stops on an invalid number, or on a number served by another operator than the chosen one
 * (docs/specification.md#home). An unknown operator (empty list) does not block: the provider may
 * not know it.
 */
export function lookupVerdict(answer: MobileLookupAnswer, chosen: OperatorChoice): LookupVerdict {
  if (!answer.valid) return { ok: false, message: t('lookup.invalidNumber') };
  const { operators } = answer;
  if (operators.length === 0) return { ok: true };
  // Ids first; the name covers a provider whose lookup ids differ from its catalogue ids.
  if (operators.some((op) => op.id === chosen.id || sameName(op.name, chosen.name))) {
    return { ok: true };
  }
  const { id, name } = operators[0];
  return { ok: false, message: t('lookup.belongsTo', { operator: name }), operator: { id, name } };
}

/**
 * The lookup's operator among the country's catalogue operators (ids first, then the name), or
 * undefined when the site does not sell it: then there is nothing to switch to.
 */
export function catalogueOperator(
  operators: readonly OperatorChoice[],
  looked: { id: string; name: string },
): OperatorChoice | undefined {
  return (
    operators.find((op) => op.id === looked.id) ??
    operators.find((op) => sameName(op.name, looked.name))
  );
}
