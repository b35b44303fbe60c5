import '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { type Language, negotiateLanguage } from '../domain/language';

/** The cookie the customer site keeps the chosen language in (docs/specification.md#customer-language). */
export const LANGUAGE_COOKIE = 'lang';

/** The language of an anonymous request: the `lang` cookie, else Accept-Language, else English. */
export function requestLanguage(req: FastifyRequest): Language {
  const accept = req.headers['accept-language'];
  return negotiateLanguage(
    req.cookies?.[LANGUAGE_COOKIE],
    Array.isArray(accept) ? accept[0] : accept,
  );
}
