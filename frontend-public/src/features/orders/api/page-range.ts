/** The rows of one page: 1-based, both ends included (docs/specification.md#customer-calls). */
export interface PageRange {
  start: number;
  end: number;
}
