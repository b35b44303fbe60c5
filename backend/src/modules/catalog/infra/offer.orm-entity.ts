import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('offers')
export class OfferOrmEntity {
  @PrimaryColumn('text', { name: 'product_id' })
  productId: string;

  @Column('text', { name: 'product_name' })
  productName: string;

  @Column('text', { name: 'promotion_bonus' })
  promotionBonus: string;

  @Column('int', { name: 'amount_cents' })
  amountCents: number;

  @Column('int', { name: 'service_charge_cents' })
  serviceChargeCents: number;

  @Column('text')
  service: string;

  @Column('text', { name: 'sub_service', nullable: true })
  subService: string | null;

  @Column('text', { name: 'operator_id' })
  operatorId: string;

  @Column('text', { name: 'operator_name' })
  operatorName: string;

  @Column('text', { name: 'operator_country' })
  operatorCountry: string;

  @Column('text', { name: 'country_iso3' })
  countryIso3: string;

  @Column('boolean')
  active: boolean;

  @Column('jsonb', { name: 'what_arrives', nullable: true })
  whatArrives: unknown;

  @Column('jsonb', { default: () => `'[]'` })
  promotions: unknown;
}
