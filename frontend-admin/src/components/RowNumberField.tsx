import { useListContext, useRecordContext } from 'react-admin';

/** The specification's "No" column: the row's position across pages (1-based). */
export function RowNumberField(_props: { label?: string }) {
  const record = useRecordContext();
  const { data, page, perPage } = useListContext();
  if (!record || !data) return null;
  const index = data.findIndex((row) => row.id === record.id);
  return <>{(page - 1) * perPage + index + 1}</>;
}
