import { z } from 'zod';
import { defineRaList, raText } from '@shared/http/ra-list-query';
import { ADMIN_ACTIONS } from '../domain/admin-action';

/** react-admin's `admins` resource and the specification's POST /getAllAdmins. */
export const ADMINS = defineRaList({
  resource: 'admins',
  filter: { q: raText },
  sortFields: ['fullname', 'email'],
  defaultSort: { field: 'fullname', order: 'ASC' },
});

/** A UTC day as YYYY-MM-DD that exists (not 2025-02-30). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a day as YYYY-MM-DD')
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, 'not a day of the calendar');

/** react-admin's `audit-log` resource. */
export const AUDIT_LOG = defineRaList({
  resource: 'audit-log',
  filter: {
    action: z.enum(ADMIN_ACTIONS),
    q: raText,
    /** The e-mail of the admin who acted (any case). */
    admin: z.string().max(254, 'at most 254 characters').email('expected an e-mail address'),
    /** From this UTC day, inclusive. */
    from: day,
    /** Up to this UTC day, inclusive. */
    to: day,
  },
  sortFields: ['at'],
  defaultSort: { field: 'at', order: 'DESC' },
});
