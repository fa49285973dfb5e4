/**
 * Serves dist/ as a CDN would (scripts/lib/static-site.ts). Browser tests and benchmarks run
 * against this, not against a dev server.
 *   node scripts/serve-dist.ts [--port 4399] [--dir dist]
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { staticSiteHandler } from './lib/static-site.ts';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4399' }, dir: { type: 'string', default: 'dist' } },
});
const root = resolve(values.dir);

const server = createServer(staticSiteHandler(root));
server.listen(Number(values.port), '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  console.log(`serving ${root} at http://127.0.0.1:${String(port)}/`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
