import { useEffect, useMemo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { CopyableId } from '@/components/data/CopyableId';
import { PinVoucher, type PinDetails } from '@/components/data/PinVoucher';
import { PageHeading } from '@/components/layouts/PageHeading';
import { validText } from '@/components/offer/WhatArrives';
import { failureText } from '@/lib/api-failure';
import { RequireLogin } from '@/components/layouts/RequireLogin';
import type { AfterPaymentSlot } from '@/lib/number-check';
import { usePaymentCheck, type PaymentCheck, type PollOptions } from '../api/check-payment';
import { isFailure, isMoving, isPaid, type OrderStatus } from '../api/order-progress';
import { formatCents, toCents } from '@/lib/money';
import { clearStoredTopup } from '@/lib/stored-topup';
import { CHECKING_TEXT, GAVE_UP_TEXT, PROGRESS_TEXT } from '../utils/order-progress';
import { readResultParams } from '../utils/result-params';
import { DelayedNotice } from './DelayedNotice';
import { ResultActions } from './ResultActions';
import { t, useT, tRich } from '@/i18n/i18n';

export const SUCCESS_TITLE = (): string => t('success.title');
/** When the order ends without a top-up (failed and refunded, or cancelled). */
export const FAILED_TOPUP_TITLE = (): string => t('success.failedTitle');
/** Until the server says the payment went through. */
export const CONFIRMING_TITLE = (): string => t('success.confirming');
/** Opened without a payment (e.g. a hand-made address): there is nothing the server confirmed. */
export const NO_PAYMENT_TITLE = (): string => t('success.noPaymentTitle');
export const NO_PAYMENT_TEXT = (): string => t('success.noPaymentText');

interface Receipt {
  /** The order number the receipt mail gives ("Order: …"). */
  orderId: string;
  productName: string;
  /** Amount plus service charge, in cents. */
  totalCents: number;
  phoneNumber: string;
  /** e.g. '100 ETB · valid 30 days'; null for older orders. */
  receives: string | null;
  /** A delivered PIN product's voucher (the server answers it to this order's customer only). */
  pin?: PinDetails;
  /** The operator's reference, once the top-up is delivered (what the operator asks for). */
  operatorReference?: string | null;
}

function ReceiptDetails({ receipt }: { receipt: Receipt }) {
  const t = useT();
  const rows: [string, ReactNode][] = [
    [
      t('receipt.order'),
      <CopyableId key="order" id={receipt.orderId} label={t('receipt.copyOrder')} />,
    ],
    [t('receipt.product'), receipt.productName],
    // docs/specification.md#success-page
    [t('receipt.theyReceive'), receipt.receives],
    [t('receipt.mobileNumber'), receipt.phoneNumber],
    [t('receipt.amountUsd'), formatCents(receipt.totalCents)],
    [t('receipt.operatorReference'), receipt.operatorReference],
  ];
  const details = (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, m: 0 }}
    >
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
  if (!receipt.pin) return details;
  return (
    <Stack spacing={2}>
      <PinVoucher pin={receipt.pin} />
      {details}
    </Stack>
  );
}

function severityOf(status: OrderStatus) {
  if (status === 'COMPLETED') return 'success';
  return isFailure(status) ? 'error' : 'info';
}

function Progress({ status, gaveUp }: { status: OrderStatus | undefined; gaveUp: boolean }) {
  const t = useT();
  const moving = status === undefined || isMoving(status);
  return (
    <Stack spacing={2}>
      <Alert
        role="status"
        aria-label={t('progress.label')}
        severity={status ? severityOf(status) : 'info'}
        icon={moving && !gaveUp ? <CircularProgress size={20} aria-hidden="true" /> : undefined}
      >
        {status ? PROGRESS_TEXT[status] : CHECKING_TEXT()}
      </Alert>
      {gaveUp && (
        <Alert severity="warning">
          {GAVE_UP_TEXT()}{' '}
          <Link component={RouterLink} to="/Topuptransaction">
            {t('account.topupTransaction')}
          </Link>
        </Alert>
      )}
    </Stack>
  );
}

const checkFailure = (error: unknown) =>
  failureText(error, (status, message) => message ?? `Error ${status}`);

function NoPayment() {
  const t = useT();
  return (
    <>
      <PageHeading>{NO_PAYMENT_TITLE()}</PageHeading>
      <Alert severity="info">
        {tRich('success.noPayment', {
          link: (
            <Link component={RouterLink} to="/Topuptransaction">
              {t('account.topupTransaction')}
            </Link>
          ),
        })}
      </Alert>
    </>
  );
}

function titleOf(status: OrderStatus | undefined) {
  if (status === undefined || status === 'PENDING_PAYMENT') return CONFIRMING_TITLE();
  if (isFailure(status)) return FAILED_TOPUP_TITLE();
  return isPaid(status) ? SUCCESS_TITLE() : CONFIRMING_TITLE();
}

function PaymentProgress({
  payment,
  poll,
  afterPayment,
}: {
  payment: PaymentCheck;
  poll?: PollOptions;
  afterPayment?: AfterPaymentSlot;
}) {
  const check = usePaymentCheck(payment, poll);
  // Only what the server answers for this customer's order: never the address's own figures.
  const receipt: Receipt | undefined = check.data && {
    orderId: check.data.orderId,
    productName: check.data.productName,
    totalCents: toCents(check.data.amount),
    phoneNumber: check.data.phoneNumber,
    receives: check.data.receives
      ? [check.data.receives, check.data.validity && validText(check.data.validity)]
          .filter(Boolean)
          .join(' · ')
      : null,
    pin: check.data.pin,
    operatorReference: check.data.operatorReference,
  };
  const status = check.data?.status;
  const settled = status !== undefined && status !== 'PENDING_PAYMENT';
  useEffect(() => {
    if (settled) clearStoredTopup();
  }, [settled]);
  return (
    <>
      <PageHeading>{check.isError ? CONFIRMING_TITLE() : titleOf(status)}</PageHeading>
      {!check.isError && <Progress status={status} gaveUp={check.gaveUp} />}
      {!check.isError && check.data?.delayed && status && isMoving(status) && <DelayedNotice />}
      {check.isError && (
        <Alert severity="error">We could not check this payment: {checkFailure(check.error)}</Alert>
      )}
      {receipt && <ReceiptDetails receipt={receipt} />}
      {/* Save the number (app/routes/payement-success.tsx puts the form here), once paid. */}
      {check.data &&
        status &&
        isPaid(status) &&
        !isFailure(status) &&
        afterPayment?.({ productId: check.data.productId, phoneNumber: check.data.phoneNumber })}
    </>
  );
}

function SuccessScreen({
  poll,
  afterPayment,
}: {
  poll?: PollOptions;
  afterPayment?: AfterPaymentSlot;
}) {
  const { search, state } = useLocation();
  const params = useMemo(() => readResultParams(search, state), [search, state]);
  // Back from the card checkout or the wallet: confirm the payment and follow the order.
  const payment: PaymentCheck | undefined = params.sessionId
    ? { sessionId: params.sessionId }
    : params.walletOrderId
      ? { walletOrderId: params.walletOrderId }
      : undefined;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640, mx: 'auto' }}>
      <Stack spacing={3}>
        {payment ? (
          <PaymentProgress payment={payment} poll={poll} afterPayment={afterPayment} />
        ) : (
          <NoPayment />
        )}
        <ResultActions />
      </Stack>
    </Paper>
  );
}

/**
 * /payementSuccess: after the card checkout (session_id in the query string) or a wallet payment
 * (walletOrderId in the navigation state), the order's progress, followed live until the top-up
 * is delivered or refunded, and its receipt as the server answers it. productId and phoneNumber
 * alone show nothing: anyone can type them.
 */
export function PaymentSuccessPage({
  poll,
  afterPayment,
}: {
  poll?: PollOptions;
  afterPayment?: AfterPaymentSlot;
}) {
  return (
    <RequireLogin>
      <SuccessScreen poll={poll} afterPayment={afterPayment} />
    </RequireLogin>
  );
}
