import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

const INVALID = 'Please enter a valid phone number';

export class MobileLookupRequest {
  /** International form, e.g. '+255712345678' (spaces and dashes are ignored). */
  @Matches(/^\+\d{6,15}$/, { message: INVALID })
  @IsNotEmpty({ message: INVALID })
  @IsString({ message: INVALID })
  @Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const digits = value.replace(/[\s()-]/g, '');
    return digits.startsWith('+') ? digits : `+${digits}`;
  })
  phoneNumber: string;

  /** The country chosen on the form (name or code); informative. */
  @MaxLength(100)
  @IsString()
  country: string;
}
