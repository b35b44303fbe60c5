import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Breakpoint, Theme } from '@mui/material/styles';
import { useT } from '@/i18n/i18n';

export interface TableColumn<Row> {
  label: string;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  /** Keeps the cell on one line in the table (dates, amounts); the stacked view always wraps. */
  nowrap?: boolean;
}

/** A line under the rows spanning the table (Processing Fee, Total Fee), value on the right. */
export interface TableTotal {
  label: string;
  value: ReactNode;
  strong?: boolean;
}

interface ResponsiveTableProps<Row> {
  /** The accessible name of the table (or of the list of cards). */
  label: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  totals?: readonly TableTotal[];
  /** Screens narrower than this breakpoint get one card per row ("label: value" lines). */
  stackBelow?: Breakpoint;
  /** Nothing answered yet: a spinner instead of rows. */
  loading?: boolean;
  loadingLabel?: string;
  /** Shown when there is no row (and nothing is loading). */
  emptyMessage?: ReactNode;
  size?: 'small' | 'medium';
}

/**
 * A table that fits its screen: columns on wide screens, and below `stackBelow` each row as a
 * card of "label: value" lines, so no money figure ever needs sideways scrolling
 * (docs/decisions.md#tables-on-small-screens).
 */
export function ResponsiveTable<Row>(props: ResponsiveTableProps<Row>) {
  const stacked = useMediaQuery(
    (theme: Theme) => theme.breakpoints.down(props.stackBelow ?? 'sm'),
    {
      noSsr: true,
    },
  );
  return stacked ? <StackedRows {...props} /> : <WideTable {...props} />;
}

function Placeholder({ loading, loadingLabel, emptyMessage }: ResponsiveTableProps<unknown>) {
  const t = useT();
  if (loading)
    return <CircularProgress size={28} aria-label={loadingLabel ?? t('common.loading')} />;
  return <>{emptyMessage}</>;
}

function WideTable<Row>(props: ResponsiveTableProps<Row>) {
  const { label, columns, rows, rowKey, totals = [], loading, size } = props;
  const placeholder = loading || rows.length === 0;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={label} size={size}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.align} sx={{ fontWeight: 700 }}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {placeholder ? (
            <TableRow>
              <TableCell colSpan={columns.length} align="center" sx={{ py: 4 }}>
                <Placeholder {...(props as ResponsiveTableProps<unknown>)} />
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={rowKey(row)} hover>
                {columns.map((column) => (
                  <TableCell
                    key={column.label}
                    align={column.align}
                    sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                  >
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
          {totals.map((total) => (
            <TableRow key={total.label}>
              <TableCell
                component="th"
                scope="row"
                colSpan={Math.max(1, columns.length - 1)}
                sx={total.strong ? { fontWeight: 700 } : undefined}
              >
                {total.label}
              </TableCell>
              <TableCell
                align="right"
                sx={{ whiteSpace: 'nowrap', ...(total.strong ? { fontWeight: 700 } : {}) }}
              >
                {total.value}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** One "label: value" line of a card; the label left, the value right (wrapping if long). */
function Line({ name, value, strong }: { name: string; value: ReactNode; strong?: boolean }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        columnGap: 2,
        rowGap: 0.5,
        py: 0.75,
        fontWeight: strong ? 700 : undefined,
      }}
    >
      <Typography
        component="dt"
        variant="body2"
        color="text.secondary"
        sx={{ fontWeight: 'inherit' }}
      >
        {name}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{
          m: 0,
          ml: 'auto',
          minWidth: 0,
          textAlign: 'right',
          overflowWrap: 'anywhere',
          fontWeight: 'inherit',
        }}
      >
        {value}
      </Typography>
    </Box>
  );
}

function StackedRows<Row>(props: ResponsiveTableProps<Row>) {
  const { label, columns, rows, rowKey, totals = [], loading } = props;
  const placeholder = loading || rows.length === 0;
  const card = { px: 2, py: 1, m: 0 } as const;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      {placeholder ? (
        <Paper component="li" variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Placeholder {...(props as ResponsiveTableProps<unknown>)} />
        </Paper>
      ) : (
        rows.map((row) => (
          <Paper component="li" key={rowKey(row)} variant="outlined">
            <Box component="dl" sx={card}>
              {columns.map((column) => (
                <Line key={column.label} name={column.label} value={column.render(row)} />
              ))}
            </Box>
          </Paper>
        ))
      )}
      {totals.length > 0 && (
        <Paper component="li" variant="outlined">
          <Box component="dl" sx={card}>
            {totals.map((total) => (
              <Line
                key={total.label}
                name={total.label}
                value={total.value}
                strong={total.strong}
              />
            ))}
          </Box>
        </Paper>
      )}
    </Box>
  );
}
