import { http, HttpResponse } from 'msw';
import type {
  Admin,
  AuditEntry,
  BuildOfferResult,
  Client,
  ClientActivity,
  ClientAutoTopUp,
  ClientAutoTopUps,
  ClientRiskLimits,
  ConfigWeb,
  ContactEmail,
  DashboardFigures,
  EnrolledLogin,
  MessageBody,
  MvmPayment,
  OrderActionResult,
  RecoveryCodes,
  SecondFactorRequired,
  SecondFactorStatus,
  SecondStep,
  TotpEnrolment,
  Transaction,
  TransactionDetail,
} from '../api/types';

/**
 * What each route of the API answers on success, typed from the OpenAPI document (through
 * api/types.ts), so a test's stand-in answer that no longer matches the contract is a type
 * error. Keys are "METHOD /path" with MSW's `:param` for ids.
 */
export interface ApiAnswers {
  'GET /api/user/token': { csrfToken: string };
  'POST /api/admin/login': Admin | SecondStep;
  'POST /api/admin/login/code': Admin;
  'POST /api/admin/login/enrolment': TotpEnrolment;
  'POST /api/admin/login/enrolment/confirm': EnrolledLogin;
  'GET /api/admin/totp': SecondFactorStatus;
  'POST /api/admin/totp/enrolment': TotpEnrolment;
  'POST /api/admin/totp/enrolment/confirm': RecoveryCodes;
  'PUT /api/admin/totp/required': SecondFactorRequired;
  'DELETE /api/admin/admins/:id/totp': MessageBody;
  'POST /api/admin/logout': MessageBody | Record<string, never>;
  'GET /api/admin/me': Admin;
  'POST /api/admin/updateAdmin/': Admin;
  'POST /api/admin/changePassword': MessageBody;
  'GET /api/admin/getConfigWeb': ConfigWeb;
  'POST /api/admin/toggleConfig': ConfigWeb;
  'POST /api/admin/buildOffer': BuildOfferResult;
  'POST /api/admin/createAdmin': Admin;
  'GET /api/admin/contactEmail': ContactEmail;
  'PUT /api/admin/contactEmail': ContactEmail;
  'GET /api/admin/countries': string[];
  'GET /api/admin/dashboard': DashboardFigures;
  'GET /api/admin/generateCsv': string;
  'GET /api/admin/transactions': Transaction[];
  'GET /api/admin/transactions/:id': TransactionDetail;
  'POST /api/admin/transactions/:id/check': OrderActionResult;
  'POST /api/admin/transactions/:id/refund': OrderActionResult;
  'POST /api/admin/transactions/:id/approve': OrderActionResult;
  'POST /api/admin/transactions/:id/refuse': OrderActionResult;
  'GET /api/admin/clients': Client[];
  'GET /api/admin/clients/:id': Client;
  'GET /api/admin/clients/:id/activity': ClientActivity;
  'GET /api/admin/clients/:id/risk-limits': ClientRiskLimits;
  'PUT /api/admin/clients/:id/risk-limits': ClientRiskLimits;
  'GET /api/admin/clients/:id/auto-top-ups': ClientAutoTopUps;
  'POST /api/admin/auto-top-ups/:id/pause': ClientAutoTopUp;
  'POST /api/admin/clients/:id/block': Client;
  'POST /api/admin/clients/:id/unblock': Client;
  'GET /api/admin/admins': Admin[];
  'DELETE /api/admin/admins/:id': Admin | Record<string, never>;
  'GET /api/admin/audit-log': AuditEntry[];
  'GET /api/admin/mvm-payments': MvmPayment[];
  'GET /api/admin/mvm-payments/:id': MvmPayment;
  'GET /api/admin/mvm-payments.csv': string;
}

/** Every error answer of the API (tests often give only the message). */
export interface ErrorAnswer {
  statusCode?: number;
  message?: string;
}

/** The shop's risk limits as the server's defaults give them (backend config/env.schema.ts). */
export const DEFAULT_RISK_LIMITS: ClientRiskLimits['defaults'] = {
  newCustomerDailyCents: 5000,
  customerDailyCents: 20000,
  customerDailyTopUps: 10,
  numberDailyTopUps: 3,
  numberDailyCents: 10000,
  newNumberCents: 2500,
};

/** The answers every test gets unless it says otherwise (server.use() per test). */
export const defaultHandlers = [
  http.get('/api/user/token', () =>
    HttpResponse.json<ApiAnswers['GET /api/user/token']>({ csrfToken: 'tok' }),
  ),
  // Every client page shows the client's automatic top-ups: none.
  http.get('/api/admin/clients/:id/auto-top-ups', () =>
    HttpResponse.json<ApiAnswers['GET /api/admin/clients/:id/auto-top-ups']>({ autoTopUps: [] }),
  ),
  // Every client page shows the client's risk limits: the shop's defaults, nothing raised.
  http.get('/api/admin/clients/:id/risk-limits', () =>
    HttpResponse.json<ApiAnswers['GET /api/admin/clients/:id/risk-limits']>({
      defaults: DEFAULT_RISK_LIMITS,
      raised: null,
    }),
  ),
  // The profile and the list of admins show the second factor's state (off, not required).
  http.get('/api/admin/totp', () =>
    HttpResponse.json<ApiAnswers['GET /api/admin/totp']>({
      enrolled: false,
      enrolledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    }),
  ),
  // The transaction filters ask for the countries on every list.
  http.get('/api/admin/countries', () =>
    HttpResponse.json<ApiAnswers['GET /api/admin/countries']>([]),
  ),
];
