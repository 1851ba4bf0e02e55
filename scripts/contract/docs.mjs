#!/usr/bin/env node
/**
 * npm run docs:api — the API reference as a static page: dist-docs/index.html renders api/openapi.yaml with Redoc's
 * standalone bundle (copied beside it, devDependency `redoc`; nothing of it reaches the app bundle). Opens from the
 * file system or any static server; no network needed. The YAML is copied beside it for download. Docs: docs/api.md.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import YAML from 'yaml';

const root = process.cwd();
const out = resolve(root, process.argv[2] ?? 'dist-docs');
const spec = YAML.parse(readFileSync(join(root, 'api/openapi.yaml'), 'utf8'));
const require = createRequire(import.meta.url);
const bundle = require.resolve('redoc/bundles/redoc.standalone.js');

mkdirSync(out, { recursive: true });
copyFileSync(bundle, join(out, 'redoc.standalone.js'));
copyFileSync(join(root, 'api/openapi.yaml'), join(out, 'openapi.yaml'));
// inline JSON inside <script>: no "</script>" or "<!--" can end it early
const json = JSON.stringify(spec).replace(/</g, '\\u003c');
const title = String(spec.info?.title ?? 'API reference').replace(/[<>&"]/g, '');
writeFileSync(
  join(out, 'index.html'),
  `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body { margin: 0; }</style>
</head>
<body>
<div id="redoc"></div>
<script src="redoc.standalone.js"></script>
<script>
  Redoc.init(${json}, { hideDownloadButton: false, downloadFileName: 'openapi.yaml', expandResponses: '200,201' }, document.getElementById('redoc'));
</script>
</body>
</html>
`,
);
console.log(`API reference: ${join(out, 'index.html')} (${Object.keys(spec.paths).length} paths)`);
