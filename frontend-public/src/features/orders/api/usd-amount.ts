import { z } from 'zod';

/** A USD amount: a number, or a decimal string (as Postgres numerics may arrive). */
export const usdAmountSchema = z
  .union([z.number(), z.string().regex(/^\d+(\.\d+)?$/)])
  .transform((value) => Number(value));
