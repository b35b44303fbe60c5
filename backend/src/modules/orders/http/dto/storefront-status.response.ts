export class StorefrontStatusResponse {
  /** False while the storefront switch is off: checkout answers 503 until it is on again. */
  open: boolean;
}
