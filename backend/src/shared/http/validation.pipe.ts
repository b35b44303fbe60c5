import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/**
 * Every body is checked against its DTO: unknown fields are refused and the first broken rule's
 * message (the specification's text, set on each DTO) is the answer's `message`. class-validator
 * checks a property's decorators bottom-up, so the required-field rule goes lowest.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const messages = flatten(errors);
      return new BadRequestException({ message: messages[0] ?? 'Invalid input', errors: messages });
    },
  });
}

function flatten(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {});
    return [...own, ...flatten(error.children ?? [], path)];
  });
}
