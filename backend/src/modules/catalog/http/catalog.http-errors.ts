import type { HttpErrorCatalog } from '@shared/http/http-error-catalog';
import { CatalogErrors } from '../domain/catalog.errors';

export const catalogHttpErrors: HttpErrorCatalog = {
  [CatalogErrors.PRODUCT_NOT_AVAILABLE]: { status: 404, message: 'Product Not Available!' },
  [CatalogErrors.NUMBER_NOT_IN_COUNTRY]: {
    status: 400,
    message: "This phone number does not belong to the product's country",
  },
  [CatalogErrors.NOT_A_MOBILE_NUMBER]: {
    status: 400,
    message: 'This phone number is not a mobile number',
  },
};
