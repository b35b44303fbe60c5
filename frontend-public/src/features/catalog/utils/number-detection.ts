// "Don't know the operator? Type the number" (docs/specification.md#number-first):
// what the mobile lookup's answer means for the home form, among the operators we sell.
import { t } from '@/i18n/i18n';
import type { MobileLookupAnswer } from '../api/mobile-lookup';
import type { CountryChoice, OperatorChoice } from './catalogue';
import { catalogueOperator } from './lookup-verdict';

export const INVALID_NUMBER = (): string => t('lookup.invalidNumber');
export const UNKNOWN_OPERATOR = (): string => t('lookup.unknownOperator');
export const SEVERAL_OPERATORS = (): string => t('lookup.severalOperators');
export const notSold = (operator: string) => t('lookup.notSold', { operator });

export type Detection =
  | { kind: 'found'; operator: string }
  | { kind: 'several'; operators: OperatorChoice[]; message: string }
  | { kind: 'invalid' | 'unknown' | 'not-sold'; message: string };

/**
 * One catalogue operator: found. Several (the lookup may answer more than one for a ported or
 * shared range): the customer chooses. None we sell, or none known: a message, and the customer
 * chooses in the list as before.
 */
export function detectOperator(
  answer: MobileLookupAnswer,
  operators: readonly OperatorChoice[],
): Detection {
  if (!answer.valid) return { kind: 'invalid', message: INVALID_NUMBER() };
  if (answer.operators.length === 0) return { kind: 'unknown', message: UNKNOWN_OPERATOR() };
  const sold: OperatorChoice[] = [];
  for (const looked of answer.operators) {
    const match = catalogueOperator(operators, looked);
    if (match && !sold.some((op) => op.name === match.name)) sold.push(match);
  }
  if (sold.length === 1) return { kind: 'found', operator: sold[0].name };
  if (sold.length > 1) return { kind: 'several', operators: sold, message: SEVERAL_OPERATORS() };
  return { kind: 'not-sold', message: notSold(answer.operators[0].name) };
}

/** The catalogue country the lookup names (ISO alpha-2), or undefined when we sell none there. */
export function lookupCountry(
  answer: MobileLookupAnswer,
  countries: readonly CountryChoice[],
): CountryChoice | undefined {
  const code = answer.operators.find((op) => op.country)?.country?.toUpperCase();
  return code ? countries.find((c) => c.code?.toUpperCase() === code) : undefined;
}
