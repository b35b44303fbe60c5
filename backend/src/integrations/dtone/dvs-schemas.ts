import { z } from 'zod';

/**
 * The parts of DVS's JSON this integration reads. zod objects drop keys they do not name, so
 * fields DT One adds later pass through harmlessly; only what we use is checked.
 */
const id = z.union([z.number(), z.string().min(1)]).transform(String);
const amount = z.union([z.number(), z.string().min(1)]);

const country = z.object({ iso_code: z.string(), name: z.string() });

export const dvsOperatorSchema = z.object({
  id,
  name: z.string(),
  country,
  identified: z.boolean().nullish(),
});
export type DvsOperator = z.infer<typeof dvsOperatorSchema>;

const value = z.object({ amount, unit: z.string(), unit_type: z.string().nullish() });

const promotion = z.object({
  title: z.string().nullish(),
  description: z.string().nullish(),
  terms: z.string().nullish(),
  start_date: z.string().nullish(),
  end_date: z.string().nullish(),
});

/** One of GET /promotions (DVS 1.23.0's `promotion`): with the products it applies to. */
export const dvsPromotionSchema = promotion.extend({
  id,
  title: z.string(),
  products: z.array(z.object({ id })).nullish(),
});
export type DvsPromotion = z.infer<typeof dvsPromotionSchema>;

/**
 * A benefit (DVS `fixed_benefit`). An unreadable one is dropped, never the product: the
 * destination amount still says what arrives.
 */
const benefit = z
  .object({
    type: z.string(),
    unit_type: z.string(),
    unit: z.string(),
    amount: z.object({
      base: amount.nullish(),
      promotion_bonus: amount.nullish(),
      total_excluding_tax: amount.nullish(),
      total_including_tax: amount.nullish(),
    }),
    additional_information: z.string().nullish(),
  })
  .nullable()
  .catch(null);

/** DVS `validity`: unknown or unreadable is null (never a reason to skip the product). */
const validity = z
  .object({ unit: z.string(), quantity: z.number().int().nullable() })
  .nullish()
  .catch(null);

/**
 * DVS `required_*_fields`: alternatives of field lists. Not `.catch`: a list we cannot read must
 * skip the product (docs/decisions.md#products-needing-fields-we-do-not-collect).
 */
const requiredFields = z.array(z.array(z.string())).nullish();

/**
 * Only the product type is needed to decide whether to read the rest: each sold type is read by
 * its own schema, other kinds are skipped.
 */
export const dvsProductTypeSchema = z.object({ type: z.string() });

export const dvsFixedProductSchema = z.object({
  id,
  name: z.string(),
  description: z.string().nullish(),
  type: z.enum(['FIXED_VALUE_RECHARGE', 'FIXED_VALUE_PIN_PURCHASE']),
  /** Alternative sets of fields; one set must be given (docs/decisions.md#fields). */
  required_credit_party_identifier_fields: requiredFields,
  required_sender_fields: requiredFields,
  required_beneficiary_fields: requiredFields,
  required_debit_party_identifier_fields: requiredFields,
  required_statement_identifier_fields: requiredFields,
  required_additional_identifier_fields: requiredFields,
  service: z.object({
    name: z.string(),
    subservice: z.object({ name: z.string() }).nullish(),
  }),
  operator: z.object({ id, name: z.string(), country }),
  source: value.nullish(),
  destination: value,
  prices: z
    .object({
      wholesale: value.nullish(),
      retail: value.nullish(),
    })
    .nullish(),
  promotions: z.array(promotion).nullish(),
  benefits: z.array(benefit).nullish().catch(null),
  validity,
});
export type DvsFixedProduct = z.infer<typeof dvsFixedProductSchema>;

const minMax = z.object({ min: amount, max: amount });

/**
 * A ranged-value top-up (RANGED_VALUE_RECHARGE): amounts are ranges, `rates` turn what is sent
 * into what arrives (docs/decisions.md#ranged-products).
 */
export const dvsRangedProductSchema = z.object({
  id,
  name: z.string(),
  description: z.string().nullish(),
  type: z.literal('RANGED_VALUE_RECHARGE'),
  service: z.object({
    name: z.string(),
    subservice: z.object({ name: z.string() }).nullish(),
  }),
  operator: z.object({ id, name: z.string(), country }),
  required_credit_party_identifier_fields: requiredFields,
  required_sender_fields: requiredFields,
  required_beneficiary_fields: requiredFields,
  required_debit_party_identifier_fields: requiredFields,
  required_statement_identifier_fields: requiredFields,
  required_additional_identifier_fields: requiredFields,
  accepted_calculation_modes: z.array(z.string()).nullish(),
  source: z.object({ unit: z.string(), amount: minMax }),
  destination: z.object({ unit: z.string(), amount: minMax }),
  prices: z.object({
    wholesale: z.object({ unit: z.string(), fee: amount.nullish() }).nullish(),
  }),
  rates: z.object({ base: amount, wholesale: amount, retail: amount.nullish() }),
  promotions: z.array(promotion).nullish(),
  validity,
});
export type DvsRangedProduct = z.infer<typeof dvsRangedProductSchema>;

export const dvsTransactionSchema = z.object({
  id,
  external_id: z.string().nullish(),
  status: z.object({
    id: z.number().nullish(),
    message: z.string().nullish(),
    class: z.object({ id: z.number().nullish(), message: z.string().nullish() }),
  }),
  // What DT One charged: read for the order's margin only, so an unreadable price is no price
  // (never a reason to misread the transaction's state).
  prices: z
    .object({
      wholesale: z.object({ unit: z.string().nullish(), amount, fee: amount.nullish() }).nullish(),
    })
    .nullish()
    .catch(null),
  // A PIN product's voucher. Read only from a COMPLETED transaction (dvs-transaction-state.ts);
  // a pin we cannot read is no pin (the order still completes, and support sees it in DT One).
  pin: z
    .object({
      code: z.string().trim().min(1).nullish(),
      serial: z.string().trim().min(1).nullish(),
    })
    .nullish()
    .catch(null),
  // Shown on receipts only: an unreadable one is none (never a reason to misread the state).
  operator_reference: z.string().trim().min(1).max(200).nullish().catch(null),
});
export type DvsTransaction = z.infer<typeof dvsTransactionSchema>;

/** One account balance of GET /balances (DVS 1.23.0's `balance` schema). */
export const dvsBalanceSchema = z.object({
  id,
  unit_type: z.string(),
  unit: z.string(),
  available: amount,
  holding: amount.nullish(),
  credit_limit: amount.nullish(),
});
export const dvsBalancesSchema = z.array(dvsBalanceSchema);
export type DvsBalance = z.infer<typeof dvsBalanceSchema>;
