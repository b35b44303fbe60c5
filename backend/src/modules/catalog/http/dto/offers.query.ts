import { IsOptional, IsString, MaxLength } from 'class-validator';

export class OffersQuery {
  @IsOptional()
  @MaxLength(100)
  @IsString()
  country?: string;

  @IsOptional()
  @MaxLength(100)
  @IsString()
  operator?: string;
}
