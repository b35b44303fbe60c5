import { Transform } from 'class-transformer';
import {
  Equals,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { PrintableText } from '@shared/http/validators';
import { AUTO_TOP_UP_INTERVALS, type IntervalDays } from '../../domain/auto-top-up';

const INTERVAL_MESSAGE = 'Choose every 7, 14, 28 or 30 days';

/**
 * The first payment of an automatic top-up (card only): the checkout's product and number, the
 * interval, the browser's time zone and the customer's consent to save the card.
 */
export class StartAutoTopUpRequest {
  @MaxLength(64, { message: 'Product Not Available!' })
  @PrintableText({ message: 'Product Not Available!' })
  @IsNotEmpty({ message: 'Product Not Available!' })
  @IsString({ message: 'Product Not Available!' })
  productId: string;

  @Matches(/^\+\d{8,15}$/, { message: 'Please enter a valid phone number' })
  @IsString({ message: 'Please enter a valid phone number' })
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/[\s()-]/g, '') : value))
  telenumber: string;

  @IsIn(AUTO_TOP_UP_INTERVALS, { message: INTERVAL_MESSAGE })
  intervalDays: IntervalDays;

  /** IANA time zone, e.g. 'Europe/Berlin'; an unknown one counts as UTC. */
  @IsOptional()
  @Matches(/^[A-Za-z0-9_+\-/]{1,64}$/, { message: 'Unknown time zone' })
  @IsString({ message: 'Unknown time zone' })
  timeZone?: string;

  /** The customer agreed to keep the card for these charges (the words on /Payment). */
  @Equals(true, { message: 'Please agree to save your card for the automatic top-ups' })
  @IsBoolean({ message: 'Please agree to save your card for the automatic top-ups' })
  consent: boolean;
}
