import type { AddressInfo } from 'node:net';
import { after, before, describe } from 'node:test';
import { createDocsServer } from '../../server/app';
import { registerHttpChecks } from './checks';

describe('our server', () => {
  const server = createDocsServer({ dir: 'build' });
  before(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  registerHttpChecks(() => (server.address() as AddressInfo).port);
});
