import {
  ArgumentMetadata,
  BadRequestException,
  ValidationError,
  ValidationPipe,
} from '@nestjs/common';

import { MAX_JSON_DEPTH } from './json-depth';
import { unstorableTextAt } from './validators';

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

/** What a client sends: body, query string and path parameters (not the request object). */
const CLIENT_INPUT = new Set<ArgumentMetadata['type']>(['body', 'query', 'param']);

/**
 * docs/specification.md#server-rules: bodies nested too deep are refused (400) before validation
 * (class-transformer
 * recurses and overflows the stack); the JSON parser already measured the raw body. After the
 * DTO's own rules (which answer with their form's message), text PostgreSQL cannot store (NUL)
 * or that is not Unicode (a lone surrogate) is refused in whatever field is left, multi-line
 * messages, passwords and path parameters included (docs/decisions.md#text-that-cannot-be-stored).
 */
class DepthCheckedValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (!CLIENT_INPUT.has(metadata.type)) return super.transform(value, metadata);
    if (nestedDeeperThan(value, MAX_JSON_DEPTH))
      throw new BadRequestException('Request body is nested too deeply');
    const result: unknown = await super.transform(value, metadata);
    const field = unstorableTextAt(result, metadata.type === 'param' ? metadata.data : undefined);
    if (field !== null)
      throw new BadRequestException(
        `${field || 'The request'} must not contain NUL characters or invalid Unicode`,
      );
    return result;
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
