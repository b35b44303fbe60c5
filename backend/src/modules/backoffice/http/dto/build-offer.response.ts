/** Build Offers' success: the popup's text and what the sync did. */
export class BuildOfferResponse {
  message: string;
  inserted: number;
  updated: number;
  deactivated: number;
  skipped: number;
}
