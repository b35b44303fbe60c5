import type { ReactNode } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export const EMPTY_MESSAGE = 'No transactions available';

interface HistoryTableProps {
  /** The table's accessible name. */
  label: string;
  columns: readonly string[];
  /** Nothing answered yet. */
  loading: boolean;
  /** The answer came and holds no row. */
  empty: boolean;
  /** The rows (TableRow elements). */
  children: ReactNode;
}

/** A customer history table with its loading and empty rows. */
export function HistoryTable({ label, columns, loading, empty, children }: HistoryTableProps) {
  const fullRow = (content: ReactNode) => (
    <TableRow>
      <TableCell colSpan={columns.length} align="center" sx={{ py: 4 }}>
        {content}
      </TableCell>
    </TableRow>
  );
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={label} size="small">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading && fullRow(<CircularProgress size={28} aria-label="Loading transactions" />)}
          {!loading && empty && fullRow(EMPTY_MESSAGE)}
          {!loading && !empty && children}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
