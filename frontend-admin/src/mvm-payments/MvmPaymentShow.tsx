import ArrowBack from '@mui/icons-material/ArrowBack';
import { Button, CardContent, Typography } from '@mui/material';
import { Show, TopToolbar, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MvmPayment } from '../api/types';
import { Detail, DetailSection } from '../components/Detail';
import { formatDateTime } from '../components/format';
import { MVM_PAYMENTS_PATH } from '../paths';
import { mvmStatusWords, providerWords } from '../components/mvmPaymentWords';

function PaymentDetails() {
  const p = useRecordContext<MvmPayment>();
  if (!p) return null;
  return (
    <CardContent>
      <Typography variant="h5" component="h1" gutterBottom sx={{ wordBreak: 'break-all' }}>
        Payment {p.id}
      </Typography>
      <DetailSection title="Payment">
        <Detail label="Status">{mvmStatusWords(p.status)}</Detail>
        <Detail label="Kind">{p.kind === 'course' ? 'Course' : 'Project'}</Detail>
        <Detail label="Course or Project">{p.course ?? 'Project payment'}</Detail>
        <Detail label="Amount USD">{p.amountUsd}</Detail>
        <Detail label="Description">{p.description}</Detail>
        <Detail label="Created Date">{formatDateTime(p.createdAt)}</Detail>
        <Detail label="Paid Date">{formatDateTime(p.paidAt)}</Detail>
        <Detail label="Failure reason">{p.failureReason}</Detail>
      </DetailSection>
      <DetailSection title="Payer">
        <Detail label="Payer Name">{p.payerName}</Detail>
        <Detail label="Email">{p.payerEmail}</Detail>
      </DetailSection>
      <DetailSection title="Provider">
        <Detail label="Provider">{providerWords(p.provider)}</Detail>
        <Detail label="Provider order">{p.providerOrderId}</Detail>
        <Detail label="Provider reference">{p.providerRef}</Detail>
      </DetailSection>
    </CardContent>
  );
}

function BackToList() {
  return (
    <TopToolbar sx={{ justifyContent: 'flex-start' }}>
      <Button component={Link} to={MVM_PAYMENTS_PATH} startIcon={<ArrowBack />} size="small">
        Mvm Payments
      </Button>
    </TopToolbar>
  );
}

/** One payment, read-only: nothing here changes a payment. */
export function MvmPaymentShow() {
  return (
    <Show actions={<BackToList />} title="Mvm payment">
      <PaymentDetails />
    </Show>
  );
}
