import type { HttpErrorCatalog } from '../../../shared/http/http-error-catalog';
import { CatalogErrors } from '../domain/catalog.errors';

export const catalogHttpErrors: HttpErrorCatalog = {
  [CatalogErrors.PRODUCT_NOT_AVAILABLE]: { status: 404, message: 'Product Not Available!' },
};
