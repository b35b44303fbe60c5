import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Button, CardContent, Typography } from '@mui/material';
import { Show, TopToolbar, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import type { TransactionDetail } from '../api/types';
import { Detail, DetailSection } from '../components/Detail';
import { completedDate, formatDateTime, formatUsd } from '../components/format';
import { TRANSACTIONS_PATH } from '../paths';
import { OrderActions } from './OrderActions';
import { OrderEvents } from './OrderEvents';
import { PaymentAlerts } from './PaymentAlerts';
import { OrderMoney } from './OrderMoney';

function OrderDetails() {
  const order = useRecordContext<TransactionDetail>();
  if (!order) return null;
  return (
    <CardContent>
      <Typography variant="h5" component="h1" gutterBottom sx={{ wordBreak: 'break-all' }}>
        Order {order.id}
      </Typography>
      <OrderActions order={order} />
      <PaymentAlerts order={order} />
      <DetailSection title="Order">
        <Detail label="Transaction Status">{order.transtatus}</Detail>
        <Detail label="Product">{order.productName}</Detail>
        <Detail label="Operator">{order.operatorName}</Detail>
        <Detail label="Receiver Mobile Number">{order.telenumber}</Detail>
        <Detail label="Country">{order.country}</Detail>
        <Detail label="Price USD">{formatUsd(order.price)}</Detail>
        <Detail label="Service charge USD">{formatUsd(order.serviceCharge)}</Detail>
        <Detail label="Amount USD">{formatUsd(order.amount)}</Detail>
        <Detail label="Submitted Date">{formatDateTime(order.submitted)}</Detail>
        <Detail label="Completed Date">{completedDate(order.completed)}</Detail>
        <Detail label="Failure reason">{order.failureReason}</Detail>
        {order.holdReason && (
          <>
            <Detail label="Held for review because">{order.holdReason}</Detail>
            <Detail label="Held since">{formatDateTime(order.heldAt)}</Detail>
          </>
        )}
      </DetailSection>
      <OrderMoney order={order} />
      <DetailSection title="Payment">
        <Detail label="Gateway">{order.gateway}</Detail>
        <Detail label="Paid at">{formatDateTime(order.paidAt)}</Detail>
        <Detail label="Card or payer country">{order.paymentCountry}</Detail>
        <Detail label="Checkout session">{order.checkoutSessionId}</Detail>
        <Detail label="Payment reference">{order.paymentRef}</Detail>
        <Detail label="Refund reference">{order.refundRef}</Detail>
      </DetailSection>
      <DetailSection title="Provider">
        <Detail label="Provider transaction">{order.providerTransactionId}</Detail>
        <Detail label="Product id">{order.productId}</Detail>
      </DetailSection>
      <DetailSection title="Customer">
        <Detail label="User name">{order.customer?.fullname}</Detail>
        <Detail label="Email">{order.customer?.email ?? order.user?.email}</Detail>
        <Detail label="Mobile Number">{order.customer?.telephone}</Detail>
      </DetailSection>
      <Box component="section">
        <Typography variant="h6" component="h2" gutterBottom>
          Events
        </Typography>
        <OrderEvents events={order.events ?? []} />
      </Box>
    </CardContent>
  );
}

/** Back to the list (the browser's back keeps its filters too). */
function BackToHistory() {
  return (
    <TopToolbar sx={{ justifyContent: 'flex-start' }}>
      <Button component={Link} to={TRANSACTIONS_PATH} startIcon={<ArrowBack />} size="small">
        Transaction History
      </Button>
    </TopToolbar>
  );
}

/** The order page (docs/specification.md#order-page): references, customer, events and actions. */
export function TransactionShow() {
  return (
    <Show title="Order" actions={<BackToHistory />}>
      <OrderDetails />
    </Show>
  );
}
