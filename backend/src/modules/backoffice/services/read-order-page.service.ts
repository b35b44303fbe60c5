import { Injectable } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import { BackofficeErrors } from '../domain/backoffice.errors';
import type { OrderPage } from '../domain/order-page';
import { OrderPageReader } from '../ports/order-page-reader.port';

/** The order page: references, customer, timeline oldest first, and the buttons that apply. */
@Injectable()
export class ReadOrderPageService {
  constructor(private readonly pages: OrderPageReader) {}

  async read(orderId: string): Promise<OrderPage> {
    const page = await this.pages.find(orderId);
    if (!page) throw new DomainError(BackofficeErrors.ORDER_NOT_FOUND);
    return page;
  }
}
