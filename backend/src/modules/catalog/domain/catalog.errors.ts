export const CatalogErrors = {
  PRODUCT_NOT_AVAILABLE: 'CATALOG.PRODUCT_NOT_AVAILABLE',
} as const;
