import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { type Language, LANGUAGE_MESSAGE, LANGUAGES } from '@shared/domain/language';

/** PUT /api/user/language (docs/specification.md#customer-language). */
export class UpdateLanguageRequest {
  @ApiProperty({ enum: LANGUAGES, example: 'fr' })
  @IsIn(LANGUAGES, { message: LANGUAGE_MESSAGE })
  language: Language;
}
