/** The storefront switch: true when customers can buy. */
export class ConfigWebResponse {
  configWeb: boolean;
  /**
   * True while the DT One balance watch keeps the storefront closed (a low balance), whatever
   * configWeb says; it reopens by itself once the balance is back.
   */
  closedForBalance: boolean;
}
