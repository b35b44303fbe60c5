import {
  ArgumentMetadata,
  BadRequestException,
  ValidationError,
  ValidationPipe,
} from '@nestjs/common';

/** Far deeper than any body of ours; class-transformer recurses and overflows the stack on more. */
const MAX_DEPTH = 32;

/** Whether objects and arrays nest deeper than `max` (iterative: the check itself cannot overflow). */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth >= max) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

/** DECISIONS.md: bodies nested too deep are refused (400) before validation. */
class DepthCheckedValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (nestedDeeperThan(value, MAX_DEPTH))
      throw new BadRequestException('Request body is nested too deeply');
    return super.transform(value, metadata);
  }
}

/**
 * Every body is checked against its DTO: unknown fields are refused and the first broken rule's
 * message (the specification's text, set on each DTO) is the answer's `message`. class-validator
 * checks a property's decorators bottom-up, so the required-field rule goes lowest.
 */
export function createValidationPipe(): ValidationPipe {
  return new DepthCheckedValidationPipe({
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
