import {
  IsInt,
  Max,
  Min,
  Validate,
  ValidationArguments,
  ValidatorConstraint,
  ValidatorConstraintInterface,
} from 'class-validator';

@ValidatorConstraint({ name: 'rangeEnd' })
class RangeEnd implements ValidatorConstraintInterface {
  validate(end: number, args: ValidationArguments): boolean {
    const start = (args.object as RangeRequest).start;
    return typeof start === 'number' && end >= start && end - start < 100;
  }
}

/**
 * A page of a list: 1-based, both ends included (docs/specification.md#customer-calls), at most 100
 * rows.
 */
export class RangeRequest {
  @Max(1_000_000, { message: 'start must be a whole number from 1' })
  @Min(1, { message: 'start must be a whole number from 1' })
  @IsInt({ message: 'start must be a whole number from 1' })
  start: number;

  @Validate(RangeEnd, { message: 'end must be at least start and at most start + 99' })
  @IsInt({ message: 'end must be a whole number' })
  end: number;
}
