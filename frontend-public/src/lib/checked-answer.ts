/** What a schema module hands over: a zod schema, of which only `parse` is used. */
interface Parser<T> {
  parse(value: unknown): T;
}

/**
 * An API answer, checked by a schema that comes from a module loaded beside the request (both are
 * asked for at once): zod and the schemas then stay out of the home page's first load, whose
 * JavaScript budget they would break (docs/performance.md), and cost no time the answer would not
 * take anyway. A failed request fails as it would without the check.
 */
export async function checkedAnswer<T>(
  answer: Promise<unknown>,
  schema: Promise<Parser<T>>,
): Promise<T> {
  const [value, parser] = await Promise.all([answer, schema]);
  return parser.parse(value);
}
