import type { Breakpoint } from '@mui/material/styles';
import { ResponsiveTable, type TableColumn } from '@/components/data/ResponsiveTable';
import { t, useT } from '@/i18n/i18n';

export const EMPTY_MESSAGE = (): string => t('orders.empty');

interface HistoryTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Nothing answered yet. */
  loading: boolean;
  /** The answer came and holds no row (after a failed load the table stays blank). */
  empty: boolean;
  /** Narrower screens get one card per row. */
  stackBelow: Breakpoint;
}

/**
 * A customer history: its rows, or a spinner while loading, or the specification's empty message.
 */
export function HistoryTable<Row>({ empty, ...props }: HistoryTableProps<Row>) {
  const t = useT();
  return (
    <ResponsiveTable
      {...props}
      size="small"
      loadingLabel={t('orders.loading')}
      emptyMessage={empty ? EMPTY_MESSAGE() : null}
    />
  );
}
