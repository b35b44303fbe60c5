/** The storefront switch: true when customers can buy. */
export class ConfigWebResponse {
  configWeb: boolean;
}
