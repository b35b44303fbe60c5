/** Which rows of a list: skip `offset`, answer at most `limit` (checked at the edge). */
export interface ListWindow {
  offset: number;
  limit: number;
}

export type SortDirection = 'ASC' | 'DESC';

export interface ListPage<T> {
  count: number;
  rows: T[];
}
