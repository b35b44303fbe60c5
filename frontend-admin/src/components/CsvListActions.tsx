import { TopToolbar, useListContext } from 'react-admin';
import { CsvDownloadButton } from './CsvDownloadButton';

/** A list's toolbar with its CSV download, which follows whatever the list is filtered by. */
export function CsvListActions<Filters>({
  download,
}: {
  download: (filters: Filters) => Promise<unknown>;
}) {
  const { filterValues } = useListContext();
  return (
    <TopToolbar>
      <CsvDownloadButton download={() => download(filterValues as Filters)} />
    </TopToolbar>
  );
}
