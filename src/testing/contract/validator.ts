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

export class ContractValidator {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly doc: OpenApiDocument;

  constructor(doc: OpenApiDocument) {
    this.doc = doc;
    // the document is one schema resource: `#/components/schemas/X` resolves inside it
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false, validateSchema: false });
    this.ajv.addSchema({ ...doc, $id: DOC_ID } as object, DOC_ID);
  }

  operation(method: string, url: string): DocumentedOperation | undefined {
    return findOperation(this.doc, method, new URL(url, 'http://x').pathname);
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
