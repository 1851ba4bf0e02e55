import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { findOperation, type DocumentedOperation, type OpenApiDocument } from './document.ts';

/**
 * Requests and answers checked against api/openapi.yaml (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses it).
 * Test harness and scripts only: nothing here reaches the app bundle. Relative imports only (scripts run it in Node).
 *
 * An operation is checked when the document fixes its shapes ("full": its request body and every 2xx answer have a
 * schema of their own). Every operation is full today (tests/unit/contract/validator.test.ts holds it so); a
 * placeholder schema (AnyJson / AnyObject, as the document's first draft had) would leave an operation unchecked.
 */

const ANY = new Set(['#/components/schemas/AnyJson', '#/components/schemas/AnyObject']);
const DOC_ID = 'contract.json';

type Content = { content?: Record<string, { schema?: { $ref?: string } }>; $ref?: string };

const jsonSchemaOf = (part: Content | undefined) => part?.content?.['application/json']?.schema;
const fixed = (schema: { $ref?: string } | undefined) => !!schema && !ANY.has(schema.$ref ?? '');
const apiPath = (url: string) => new URL(url, 'http://x').pathname.replace(/^.*?\/api(?=\/)/, '');
const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** the request body and every 2xx answer of the operation have a schema of their own */
export function isFull(op: DocumentedOperation): boolean {
  const responses = (op.operation.responses ?? {}) as Record<string, Content>;
  const ok = Object.entries(responses).filter(([status]) => status.startsWith('2') && status !== '204');
  const body = op.operation.requestBody as Content | undefined;
  return ok.length > 0 && ok.every(([, r]) => fixed(jsonSchemaOf(r))) && (!body || fixed(jsonSchemaOf(body)));
}

export interface Drift {
  /** METHOD /documented/{path} (status) */
  where: string;
  /** the JSON pointer of the field (`/sites/0/name`), or '' for the whole body */
  field: string;
  message: string;
}

export const formatDrift = (d: Drift) => `${d.where} ${d.field || '(body)'}: ${d.message}`;

type Parameter = { name: string; in: string; required?: boolean; schema?: unknown };

export class ContractValidator {
  private readonly ajv: Ajv2020;
  /** for query parameters: their values are text, read as the schema's type (ajv's type coercion) */
  private readonly queryAjv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();
  /** method + path → its operation: every request is looked up three times (query, body, answer) */
  private readonly found = new Map<string, DocumentedOperation | undefined>();
  private readonly doc: OpenApiDocument;

  constructor(doc: OpenApiDocument) {
    this.doc = doc;
    // the document is one schema resource: `#/components/schemas/X` resolves inside it
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false, validateSchema: false });
    this.ajv.addSchema({ ...doc, $id: DOC_ID } as object, DOC_ID);
    this.queryAjv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false, validateSchema: false, coerceTypes: 'array' });
    this.queryAjv.addSchema({ ...doc, $id: DOC_ID } as object, DOC_ID);
  }

  /** the operation's query parameters (the path item's and its own; `$ref`s to components.parameters resolved), with the pointer of each one's schema */
  private queryParameters(op: DocumentedOperation): { parameter: Parameter; ptr: string }[] {
    const item = this.doc.paths[op.path] as { parameters?: unknown[] };
    const listed = [
      ...(item.parameters ?? []).map((p, i) => [p, `/${pointer('paths', op.path, 'parameters', String(i))}`] as const),
      ...(op.operation.parameters ?? []).map((p, i) => [p, `/${pointer('paths', op.path, op.method, 'parameters', String(i))}`] as const),
    ];
    return listed.flatMap(([p, ptr]) => {
      const ref = (p as { $ref?: string }).$ref;
      const parameter = (ref ? this.doc.components?.parameters?.[ref.split('/').pop()!] : p) as Parameter | undefined;
      return parameter?.in === 'query' ? [{ parameter, ptr: ref ? ref.slice(1) : ptr }] : [];
    });
  }

  /** the query a request sends: every parameter documented, of its type, the required ones there */
  validateQuery(method: string, url: string): Drift[] {
    const op = this.operation(method, url);
    if (!op) return [];
    const where = `${op.method.toUpperCase()} ${op.path} (query)`;
    const search = new URL(url, 'http://x').searchParams;
    const documented = new Map(this.queryParameters(op).map((q) => [q.parameter.name, q]));
    const drifts: Drift[] = [];
    for (const name of new Set(search.keys())) {
      const q = documented.get(name) ?? documented.get(name.replace(/\[\]$/, ''));
      if (!q) {
        drifts.push({ where, field: name, message: 'the query parameter is not documented' });
        continue;
      }
      const values = search.getAll(name);
      const key = `${q.ptr}/schema`;
      let validate = this.compiled.get(`query:${key}`);
      if (!validate) {
        validate = this.queryAjv.compile({ type: 'object', properties: { value: { $ref: `${DOC_ID}#${key}` } } });
        this.compiled.set(`query:${key}`, validate);
      }
      if (!validate({ value: values.length > 1 ? values : values[0] })) {
        drifts.push(...(validate.errors ?? []).map((e: ErrorObject) => ({ where, field: `${name}${e.instancePath.replace(/^\/value/, '')}`, message: e.message ?? 'invalid' })));
      }
    }
    for (const { parameter } of documented.values()) {
      if (parameter.required && !search.has(parameter.name)) drifts.push({ where, field: parameter.name, message: 'the required query parameter is missing' });
    }
    return drifts;
  }

  operation(method: string, url: string): DocumentedOperation | undefined {
    const path = new URL(url, 'http://x').pathname;
    const key = `${method.toLowerCase()} ${path}`;
    if (!this.found.has(key)) this.found.set(key, findOperation(this.doc, method, path));
    return this.found.get(key);
  }

  private validator(ptr: string): ValidateFunction {
    let v = this.compiled.get(ptr);
    if (!v) {
      v = this.ajv.compile({ $ref: `${DOC_ID}#${ptr}` });
      this.compiled.set(ptr, v);
    }
    return v;
  }

  private check(where: string, ptr: string, body: unknown): Drift[] {
    const validate = this.validator(ptr);
    if (validate(body)) return [];
    return (validate.errors ?? []).map((e: ErrorObject) => ({ where, field: e.instancePath, message: `${e.message ?? 'invalid'}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}` }));
  }

  /** the JSON body a request sends; only operations whose body the document fixes */
  validateRequest(method: string, url: string, body: unknown): Drift[] {
    const op = this.operation(method, url);
    if (!op) return [{ where: `${method.toUpperCase()} ${apiPath(url)}`, field: '', message: 'the document has no such operation' }];
    const requestBody = op.operation.requestBody as (Content & { required?: boolean }) | undefined;
    const schema = jsonSchemaOf(requestBody);
    if (!fixed(schema)) return [];
    // an optional body (`required: false`, e.g. DELETE /organizations/{id} `{ confirm }`) may be left out
    if (body === undefined && requestBody?.required !== true) return [];
    return this.check(`${op.method.toUpperCase()} ${op.path} (request)`, `/${pointer('paths', op.path, op.method, 'requestBody', 'content', 'application/json', 'schema')}`, body);
  }

  /** an answer: its status must be documented (full operations) and its JSON body match that status' schema */
  validateResponse(method: string, url: string, status: number, body: unknown): Drift[] {
    const op = this.operation(method, url);
    if (!op) return [{ where: `${method.toUpperCase()} ${apiPath(url)}`, field: '', message: 'the document has no such operation' }];
    const where = `${op.method.toUpperCase()} ${op.path} (${status})`;
    const full = isFull(op);
    if (!full) return [];
    const responses = (op.operation.responses ?? {}) as Record<string, Content>;
    const documented = responses[String(status)];
    if (!documented) return [{ where, field: '', message: `status ${status} is not documented (documented: ${Object.keys(responses).join(', ')})` }];
    const ref = documented.$ref;
    const ptr = ref ? `${ref.slice(1)}/content/application~1json/schema` : `/${pointer('paths', op.path, op.method, 'responses', String(status), 'content', 'application/json', 'schema')}`;
    const schema = ref ? { $ref: 'x' } : jsonSchemaOf(documented);
    if (!schema || status === 204) return [];
    return this.check(where, ptr, body);
  }
}
