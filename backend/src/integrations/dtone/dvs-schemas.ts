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
  start_date: z.string().nullish(),
  end_date: z.string().nullish(),
});

/** Only the product type is needed to decide whether to read the rest (RANGED_* are skipped). */
export const dvsProductTypeSchema = z.object({ type: z.string() });

export const dvsFixedProductSchema = z.object({
  id,
  name: z.string(),
  description: z.string().nullish(),
  type: z.literal('FIXED_VALUE_RECHARGE'),
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
});
export type DvsFixedProduct = z.infer<typeof dvsFixedProductSchema>;

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
