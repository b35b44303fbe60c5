import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../lib/services';

/** A JSON schema as the OpenAPI document has them (the parts the body generator reads). */
export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
}

export interface Endpoint {
  method: string;
  /** The path template, `{name}` for each path parameter. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** The request body's schema with every $ref resolved (depth-bounded), or null. */
  body: Schema | null;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string }[];
        requestBody?: { content: Record<string, { schema?: Schema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, Schema> };
}

/**
 * Routes the document leaves out on purpose (webhooks, the sandbox providers' pages, the dev
 * mailbox, metrics) but which the API serves in the drill's configuration all the same.
 */
const UNDOCUMENTED: Endpoint[] = [
  ['POST', '/api/stripe/webhook'],
  ['GET', '/sandbox/checkout/{id}'],
  ['POST', '/sandbox/checkout/{id}/pay'],
  ['POST', '/sandbox/checkout/{id}/decline'],
  ['POST', '/sandbox/paypal/orders/{id}/approve'],
  ['POST', '/sandbox/paypal/orders/{id}/decline'],
  ['GET', '/dev/mailbox'],
  ['GET', '/dev/mailbox/messages'],
  ['GET', '/dev/mailbox/messages/{id}'],
  ['GET', '/metrics'],
].map(([method, path]) => ({
  method,
  path,
  pathParams: paramsOf(path),
  queryParams: [],
  body: null,
}));

function paramsOf(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
}

/**
 * Every operation of the API: from the document the running API serves (/api/docs-json), or the
 * generated docs/api/openapi.json when it serves none, plus the undocumented routes above.
 */
export async function apiEndpoints(baseUrl: string): Promise<Endpoint[]> {
  let doc: OpenApiDocument;
  try {
    const res = await fetch(`${baseUrl}/api/docs-json`);
    if (!res.ok) throw new Error(String(res.status));
    doc = (await res.json()) as OpenApiDocument;
  } catch {
    doc = JSON.parse(readFileSync(join(ROOT, 'docs/api/openapi.json'), 'utf8')) as OpenApiDocument;
  }
  const schemas = doc.components?.schemas ?? {};
  const resolve = (schema: Schema | undefined, depth = 0): Schema | null => {
    if (!schema || depth > 6) return null;
    if (schema.$ref) return resolve(schemas[schema.$ref.split('/').pop()!], depth + 1);
    const out: Schema = { ...schema };
    if (schema.properties)
      out.properties = Object.fromEntries(
        Object.entries(schema.properties).map(([k, v]) => [k, resolve(v, depth + 1) ?? {}]),
      );
    if (schema.items) out.items = resolve(schema.items, depth + 1) ?? {};
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const)
      if (schema[key]) out[key] = schema[key]!.map((s) => resolve(s, depth + 1) ?? {});
    return out;
  };
  const endpoints: Endpoint[] = [];
  for (const [path, operations] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(operations)) {
      const declared = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const media = content['application/json'] ?? Object.values(content)[0];
      endpoints.push({
        method: method.toUpperCase(),
        path,
        // Some routes name a path parameter the document does not declare: the template rules.
        pathParams: paramsOf(path),
        queryParams: declared.filter((p) => p.in === 'query').map((p) => p.name),
        body: resolve(media?.schema),
      });
    }
  const known = new Set(endpoints.map((e) => `${e.method} ${e.path}`));
  return [...endpoints, ...UNDOCUMENTED.filter((e) => !known.has(`${e.method} ${e.path}`))];
}
