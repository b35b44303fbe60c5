import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Offer } from '../api/offer';
import { formatCents, toCents, totalFeeCents } from '../../../lib/money';

/** Type: the subService when the offer has one (e.g. 'Airtime', 'Data'), else the service. */
export const offerType = (offer: Offer) => offer.subService || offer.service;

/** Recipent amount: the product name plus the promotion bonus, if any. */
export const recipientAmount = (offer: Offer) =>
  [offer.productName, offer.promotionBonus.trim()].filter(Boolean).join(' ');

/** The top-up summary table of /Payment (seed §2), with the seed's own spelling. */
export function PaymentSummary({ product, phoneNumber }: { product: Offer; phoneNumber: string }) {
  const strong = { fontWeight: 700 } as const;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Topup summary">
        <TableHead>
          <TableRow>
            <TableCell>Recipent Number</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Recipent amount</TableCell>
            <TableCell align="right">Price in USD</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell>{phoneNumber}</TableCell>
            <TableCell>{offerType(product)}</TableCell>
            <TableCell>{recipientAmount(product)}</TableCell>
            <TableCell align="right">{formatCents(toCents(product.amount))}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={3}>
              Processing Fee
            </TableCell>
            <TableCell align="right">{formatCents(toCents(product.serviceCharge))}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={3} sx={strong}>
              Total Fee
            </TableCell>
            <TableCell align="right" sx={strong}>
              {formatCents(totalFeeCents(product))}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
