import type { ReactElement, ReactNode } from 'react';
import { List, type SortPayload } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '@selamtopup/api-types/page-size';
import { ListPager } from './ListPager';
import { PageHeading } from './PageHeading';

/**
 * A list page as the specification draws every one (docs/specification.md#list-of-admins and
 * #limits): its heading, the filters, the rows, and the
 * items-per-page pager below. Rendered even when empty, so the filters stay and each list's own
 * empty text shows.
 */
export function SeedList(props: {
  resource: string;
  title: string;
  filters: ReactElement[];
  sort: SortPayload;
  actions?: ReactElement | false;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeading title={props.title} />
      <List
        resource={props.resource}
        title={props.title}
        filters={props.filters}
        sort={props.sort}
        perPage={DEFAULT_PAGE_SIZE}
        pagination={<ListPager />}
        actions={props.actions ?? false}
        empty={false}
      >
        {props.children}
      </List>
    </>
  );
}
