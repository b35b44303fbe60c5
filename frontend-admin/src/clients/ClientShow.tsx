import ArrowBack from '@mui/icons-material/ArrowBack';
import {
  Box,
  Button,
  CardContent,
  CircularProgress,
  Link as MuiLink,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Show, TopToolbar, useDataProvider, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Client, ClientActivity } from '../api/types';
import { Detail, DetailSection } from '../components/Detail';
import { errorMessage } from '../components/apiErrors';
import { ErrorNotice } from '../components/ErrorNotice';
import { completedDate, formatDateTime, formatUsd } from '../components/format';
import { mvmStatusWords } from '../components/mvmPaymentWords';
import { useIsSmall } from '../components/useIsSmall';
import type { AdminDataProvider } from '../dataProvider';
import { CLIENTS_PATH, TRANSACTIONS_PATH } from '../paths';
import { ClientAutoTopUps } from './ClientAutoTopUps';
import { ClientBlock } from './ClientBlock';
import { ClientRiskLimits } from './ClientRiskLimits';

type Order = ClientActivity['orders'][number];
type Payment = ClientActivity['mvmPayments'][number];

export const NO_ORDERS = 'No orders yet';
export const NO_MVM_PAYMENTS = 'No Mvm payments with this e-mail';

const orderPath = (id: string) => `/transactions/${encodeURIComponent(id)}/show`;
const paymentPath = (id: string) => `/mvm-payments/${encodeURIComponent(id)}/show`;

/** The transaction history searched by the client's e-mail (react-admin's list URL). */
export const historyOf = (email: string) =>
  `${TRANSACTIONS_PATH}?${new URLSearchParams({ filter: JSON.stringify({ q: email }) })}`;

interface Column<T> {
  label: string;
  value: (row: T) => ReactNode;
  /** Money lines up on the right, as in the lists. */
  align?: 'right';
}

const ORDER_COLUMNS: Column<Order>[] = [
  { label: 'Submitted Date', value: (o) => formatDateTime(o.submitted) },
  { label: 'Receiver Mobile Number', value: (o) => o.telenumber },
  { label: 'Country', value: (o) => o.country },
  { label: 'Amount USD', value: (o) => formatUsd(o.amount), align: 'right' },
  {
    label: 'Completed Date',
    value: (o) => completedDate(o.completed),
  },
  { label: 'Transaction Status', value: (o) => o.transtatus },
];

const PAYMENT_COLUMNS: Column<Payment>[] = [
  { label: 'Created Date', value: (p) => formatDateTime(p.createdAt) },
  { label: 'Course or Project', value: (p) => p.course ?? 'Project payment' },
  { label: 'Description', value: (p) => p.description },
  { label: 'Amount USD', value: (p) => p.amountUsd, align: 'right' },
  { label: 'Status', value: (p) => mvmStatusWords(p.status) },
];

/**
 * A table of rows that each open their own page: the first cell is the link (a keyboard and
 * screen-reader target), a click anywhere on the row follows it too. Phones get a list.
 */
function Rows<T extends { id: string }>(props: {
  label: string;
  rows: T[];
  columns: Column<T>[];
  path: (id: string) => string;
  linkText: (row: T) => string;
  primary: (row: T) => ReactNode;
  secondary: (row: T) => ReactNode;
  empty: string;
}) {
  const isSmall = useIsSmall();
  if (!props.rows.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {props.empty}
      </Typography>
    );
  if (isSmall)
    return (
      <List dense aria-label={props.label} disablePadding>
        {props.rows.map((row) => (
          // Each link in its own <li>: a list holds only list items.
          <ListItem key={row.id} disablePadding divider>
            <ListItemButton component={Link} to={props.path(row.id)}>
              <ListItemText primary={props.primary(row)} secondary={props.secondary(row)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label={props.label}>
        <TableHead>
          <TableRow>
            {props.columns.map((column) => (
              <TableCell key={column.label} align={column.align}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.rows.map((row) => (
            <TableRow key={row.id} hover>
              {props.columns.map((column, index) => (
                <TableCell key={column.label} align={column.align}>
                  {index === 0 ? (
                    <MuiLink
                      component={Link}
                      to={props.path(row.id)}
                      aria-label={props.linkText(row)}
                    >
                      {column.value(row)}
                    </MuiLink>
                  ) : (
                    column.value(row)
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** "Orders (2)" or "Orders (newest 20 of 57)". */
const heading = (title: string, shown: number, total: number) =>
  total > shown ? `${title} (newest ${shown} of ${total})` : `${title} (${total})`;

function ClientActivitySections({ client }: { client: Client }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: ['admin', 'clientActivity', client.id],
    queryFn: () => dataProvider.clientActivity(client.id).then(({ data }) => data),
    retry: false,
  });
  if (isPending) return <CircularProgress size={24} aria-label="Loading orders and payments" />;
  if (error || !data.orders) return <ErrorNotice message={error && errorMessage(error)} />;
  return (
    <>
      <Box component="section" sx={{ mb: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {heading('Orders', data.orders.length, data.ordersTotal)}
        </Typography>
        <Rows
          label="Orders"
          rows={data.orders}
          columns={ORDER_COLUMNS}
          path={orderPath}
          linkText={(o) => `Order of ${formatDateTime(o.submitted)} to ${o.telenumber}`}
          primary={(o) => `${formatUsd(o.amount)} USD to ${o.telenumber}, ${o.country}`}
          secondary={(o) => `${formatDateTime(o.submitted)} · ${o.transtatus}`}
          empty={NO_ORDERS}
        />
        {data.ordersTotal > data.orders.length && (
          <Button component={Link} to={historyOf(client.email)} size="small" sx={{ mt: 1 }}>
            All {data.ordersTotal} orders in the Transaction History
          </Button>
        )}
      </Box>
      <Box component="section">
        <Typography variant="h6" component="h2" gutterBottom>
          {heading('Mvm payments', data.mvmPayments.length, data.mvmPaymentsTotal)}
        </Typography>
        <Rows
          label="Mvm payments"
          rows={data.mvmPayments}
          columns={PAYMENT_COLUMNS}
          path={paymentPath}
          linkText={(p) => `Mvm payment of ${formatDateTime(p.createdAt)}`}
          primary={(p) => `${p.amountUsd} USD, ${p.course ?? 'Project payment'}`}
          secondary={(p) => `${formatDateTime(p.createdAt)} · ${mvmStatusWords(p.status)}`}
          empty={NO_MVM_PAYMENTS}
        />
      </Box>
    </>
  );
}

function ClientDetails() {
  const client = useRecordContext<Client>();
  if (!client) return null;
  return (
    <CardContent>
      <Typography variant="h5" component="h1" gutterBottom sx={{ wordBreak: 'break-word' }}>
        {client.fullname}
      </Typography>
      <DetailSection title="Client">
        <Detail label="User name">{client.fullname}</Detail>
        <Detail label="Email">{client.email}</Detail>
        <Detail label="Mobile Number">{client.telephone}</Detail>
      </DetailSection>
      <ClientBlock client={client} />
      <ClientRiskLimits clientId={client.id} />
      <ClientAutoTopUps clientId={client.id} />
      <ClientActivitySections client={client} />
    </CardContent>
  );
}

function BackToClients() {
  return (
    <TopToolbar sx={{ justifyContent: 'flex-start' }}>
      <Button component={Link} to={CLIENTS_PATH} startIcon={<ArrowBack />} size="small">
        List Of Clients
      </Button>
    </TopToolbar>
  );
}

/**
 * A client's page: their details, whether they may buy (Block / Unblock), their risk limits (an
 * admin may raise them), their newest orders and Mvm payments (read-only).
 */
export function ClientShow() {
  return (
    <Show title="Client" actions={<BackToClients />}>
      <ClientDetails />
    </Show>
  );
}
