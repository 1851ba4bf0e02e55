import { readFileSync, writeFileSync } from 'node:fs';
import YAML from 'yaml';
const file = 'api/openapi.yaml';
const doc = YAML.parse(readFileSync(file, 'utf8'));
const frag = YAML.parse(readFileSync(process.argv[2], 'utf8'));
const PRIMS = new Set(['boolean', 'integer', 'string', 'number']);
const schemaOf = (v) => {
  if (typeof v === 'string') return PRIMS.has(v) ? { type: v } : { $ref: `#/components/schemas/${v}` };
  if (Array.isArray(v)) return { type: 'array', items: schemaOf(v[0]) };
  const required = Object.entries(v).filter(([, x]) => !(typeof x === 'string' && PRIMS.has(x))).map(([k]) => k);
  return { type: 'object', required, properties: Object.fromEntries(Object.entries(v).map(([k, x]) => [k, schemaOf(x)])) };
};
Object.assign(doc.components.schemas, frag.schemas ?? {});
for (const [key, spec] of Object.entries(frag.operations ?? {})) {
  const [method, path] = key.split(' ');
  const op = doc.paths[path]?.[method];
  if (!op) throw new Error(`no operation ${key}`);
  if (spec.body) op.requestBody = { required: true, content: { 'application/json': { schema: schemaOf(spec.body) } } };
  for (const s of ['200', '201']) if (!(s in spec)) delete op.responses[s];
  for (const [status, v] of Object.entries(spec)) {
    if (status === 'body') continue;
    op.responses[status] = { description: status === '201' ? 'Created' : status === '422' ? 'Refused' : 'OK', content: { 'application/json': { schema: schemaOf(v) } } };
  }
  op.responses = Object.fromEntries(Object.entries(op.responses).sort(([a], [b]) => a.localeCompare(b)));
}
writeFileSync(file, YAML.stringify(doc, { lineWidth: 120, aliasDuplicateObjects: false }));
