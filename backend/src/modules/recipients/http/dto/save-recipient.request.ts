import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PrintableText, Trimmed } from '@shared/http/validators';
import { RecipientName, RecipientNumber } from './recipient-fields';

/** A number to keep, named; country and operator as the catalogue spells them. */
export class SaveRecipientRequest {
  @RecipientName()
  name: string;

  @RecipientNumber()
  telenumber: string;

  @MaxLength(100, { message: 'Please choose a country' })
  @PrintableText({ message: 'Please choose a country' })
  @IsNotEmpty({ message: 'Please choose a country' })
  @IsString({ message: 'Please choose a country' })
  @Trimmed()
  country: string;

  @MaxLength(100, { message: 'Please choose an operator' })
  @PrintableText({ message: 'Please choose an operator' })
  @IsNotEmpty({ message: 'Please choose an operator' })
  @IsString({ message: 'Please choose an operator' })
  @Trimmed()
  operatorName: string;
}
