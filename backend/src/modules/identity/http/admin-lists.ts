import { z } from 'zod';
import { defineRaList, raText } from '../../../shared/http/ra-list-query';
import { ADMIN_ACTIONS } from '../domain/admin-action';

/** react-admin's `admins` resource and the seed's POST /getAllAdmins. */
export const ADMINS = defineRaList({
  resource: 'admins',
  filter: { q: raText },
  sortFields: ['fullname', 'email'],
  defaultSort: { field: 'fullname', order: 'ASC' },
});

/** react-admin's `audit-log` resource. */
export const AUDIT_LOG = defineRaList({
  resource: 'audit-log',
  filter: { action: z.enum(ADMIN_ACTIONS), q: raText },
  sortFields: ['at'],
  defaultSort: { field: 'at', order: 'DESC' },
});
