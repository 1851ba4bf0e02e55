/**
 * npm run contract:check -- --base-url https://<tenant>.example.com --token <access token> [--tenant <sub-domain>]
 *   [--api-key <header value>] [--public-key <PEM file>] [--language en] [--include-spec-only]
 *
 * Read-only: calls every documented GET of api/openapi.yaml on the server (never a write), validates the answers and
 * prints a table path → ok / mismatch (field) / skipped; exits 1 on a mismatch. The api-key header is --api-key as
 * given, else --tenant encrypted with the RSA public key (--public-key file or VITE_RSA_PUBLIC_KEY; 'public' stays
 * public). Runs on the Node 22 of devDependencies (type stripping). Docs: docs/api.md.
 */
import { constants, publicEncrypt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadContract } from '../../src/testing/contract/document.ts';
import { formatTable, runCheck } from '../../src/testing/contract/check.ts';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    token: { type: 'string' },
    tenant: { type: 'string' },
    'api-key': { type: 'string' },
    'public-key': { type: 'string' },
    language: { type: 'string' },
    'include-spec-only': { type: 'boolean' },
  },
});

if (!values['base-url']) {
  console.error('usage: npm run contract:check -- --base-url https://<tenant>.example.com --token <access token> [--tenant <sub-domain>]');
  process.exit(2);
}

function apiKey(): string | undefined {
  if (values['api-key']) return values['api-key'];
  const tenant = values.tenant;
  if (!tenant) return undefined;
  if (tenant === 'public') return 'public';
  const pem = values['public-key'] ? readFileSync(values['public-key'], 'utf8') : process.env.VITE_RSA_PUBLIC_KEY;
  if (!pem) {
    console.error('--tenant needs the RSA public key: --public-key <PEM file> or VITE_RSA_PUBLIC_KEY');
    process.exit(2);
  }
  // what the app does with jsencrypt: RSA PKCS#1 v1.5, base64
  return publicEncrypt({ key: pem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(tenant)).toString('base64');
}

const rows = await runCheck(loadContract(), {
  baseUrl: values['base-url'],
  token: values.token,
  apiKey: apiKey(),
  language: values.language,
  includeSpecOnly: values['include-spec-only'],
});
console.log(formatTable(rows));
process.exit(rows.some((r) => r.outcome === 'mismatch') ? 1 : 0);
