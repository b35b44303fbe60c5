import { BadRequestException } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import { defineRaList, RaListProblem } from '@shared/http/ra-list-query';
import { BackofficeErrors as E } from '../domain/backoffice.errors';
import { CLIENT_SORT_FIELDS, TRANSACTION_SORT_FIELDS } from '../domain/transaction';
import { MVM_PAYMENT_SORT_FIELDS } from '../domain/mvm-payment-filter';
import {
  parseClientFilter,
  parseMvmPaymentFilter,
  parseTransactionFilter,
} from '../services/list-filters';

/**
 * The back office's texts for a malformed list query (backoffice.http-errors.ts): one per
 * parameter, and the range's window rule shared with the specification's start/end.
 */
function refuse(problem: RaListProblem): Error {
  switch (problem.param) {
    case 'filter':
      return new DomainError(E.FILTER_FORMAT);
    case 'sort':
      return new DomainError(E.SORT_INVALID);
    case 'range':
      return new DomainError(problem.kind === 'window' ? E.RANGE_INVALID : E.RANGE_FORMAT);
    default:
      // The text the validation pipe gives any other unknown field.
      return new BadRequestException(`property ${problem.name} should not exist`);
  }
}

/** react-admin's `transactions` resource and the specification's POST /topupTransaction. */
export const TRANSACTIONS = defineRaList({
  resource: 'transactions',
  filter: parseTransactionFilter,
  sortFields: TRANSACTION_SORT_FIELDS,
  defaultSort: { field: 'submitted', order: 'DESC' },
  refuse,
});

/** react-admin's `clients` resource and the specification's POST /getUsers. */
export const CLIENTS = defineRaList({
  resource: 'clients',
  filter: parseClientFilter,
  sortFields: CLIENT_SORT_FIELDS,
  defaultSort: { field: 'fullname', order: 'ASC' },
  refuse,
});

/** react-admin's `mvm-payments` resource (read-only). */
export const MVM_PAYMENTS = defineRaList({
  resource: 'mvm-payments',
  filter: parseMvmPaymentFilter,
  sortFields: MVM_PAYMENT_SORT_FIELDS,
  defaultSort: { field: 'createdAt', order: 'DESC' },
  refuse,
});
