import * as z from 'zod/v4-mini';

/** A USD amount: a number, or a decimal string (as Postgres numerics may arrive). */
export const usdAmountSchema = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\d+(\.\d+)?$/))]),
  z.transform((value) => Number(value)),
);
