/** The rows of one page: 1-based, both ends included (seed §7). */
export interface PageRange {
  start: number;
  end: number;
}
