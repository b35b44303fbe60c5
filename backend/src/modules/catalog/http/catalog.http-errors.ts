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
  [CatalogErrors.AMOUNT_REQUIRED]: {
    status: 400,
    message: 'Type the amount to send for this product',
  },
  [CatalogErrors.AMOUNT_OUT_OF_RANGE]: {
    status: 400,
    message: 'The amount is outside the range this product allows',
  },
  [CatalogErrors.AMOUNT_BAD_STEP]: {
    status: 400,
    message: 'Type the amount in US dollars and cents (at most 2 decimals)',
  },
  [CatalogErrors.AMOUNT_NOT_TYPED]: {
    status: 400,
    message: 'This product has a set amount: no amount can be typed',
  },
};
