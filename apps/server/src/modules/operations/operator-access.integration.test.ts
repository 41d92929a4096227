import fs from 'node:fs';
import path from 'node:path';
import type { Endpoint } from '@udian/contracts/endpoint';
import { endpointUrl } from '@udian/contracts/endpoint';
import { CSRF_HEADER, OPERATOR_ROLES } from '@udian/contracts/operator-roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { operatorAs, type OperatorClient } from '../../test/operator-login';

/**
 * The endpoint × role matrix (decision 044), for every operator endpoint there is: every contract under
 * packages/contracts/src/endpoints/ops is found on disk, so an endpoint added later is covered the day it exists.
 */
const opsContracts = path.resolve(import.meta.dirname, '../../../../../packages/contracts/src/endpoints/ops');

const contractFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return contractFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'operatorRoles' in value;

let endpoints: Endpoint[] = [];
let t: TestApp;
const clients = new Map<string, OperatorClient>();

beforeAll(async () => {
  const modules = await Promise.all(contractFiles(opsContracts).map((file) => import(file) as Promise<Record<string, unknown>>));
  // Logout would end the sessions the matrix goes on with; it allows every role and is covered in operator-auth's tests.
  endpoints = [...new Set(modules.flatMap((m) => Object.values(m).filter(isEndpoint)))].filter((e) => e.path !== '/auth/logout');
  t = await createTestApp();
  // Usernames are lower case (groupAdmin → matrix-groupadmin); a groupAdmin gets a group of its own.
  for (const role of OPERATOR_ROLES) clients.set(role, await operatorAs(t.app, t.database.db, role, `matrix-${role.toLowerCase()}`));
});
afterAll(async () => t.close());

type Meta = { code: number; desc: string };

const send = async (endpoint: Endpoint, headers: Record<string, string>): Promise<Meta> => {
  const response = await t.app.inject({
    method: endpoint.method,
    url: endpointUrl(endpoint),
    headers,
    ...(endpoint.method === 'POST' ? { payload: {} } : {}),
  });
  return response.json<{ meta: Meta }>().meta;
};

const auditCount = async (): Promise<number> =>
  Number((await t.database.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

describe('every operator endpoint', () => {
  it('is found and registered', async () => {
    expect(endpoints.length).toBeGreaterThan(8);
    for (const endpoint of endpoints) {
      const meta = await send(endpoint, {});
      expect(meta.code, `${endpoint.method} ${endpoint.path}`).not.toBe(1404);
    }
  });

  it('answers each role by its contract: 无权限 (4003) for a role it does not allow, and nothing is written', async () => {
    const before = await auditCount();
    const protectedEndpoints = endpoints.filter((e) => !e.isPublic);
    for (const endpoint of protectedEndpoints) {
      for (const role of OPERATOR_ROLES) {
        const client = clients.get(role)!;
        const meta = await send(endpoint, endpoint.method === 'POST' ? client.writeHeaders : client.readHeaders);
        const label = `${role} ${endpoint.method} ${endpoint.path}`;
        if (endpoint.operatorRoles!.includes(role)) expect(meta.code, label).not.toBe(4003);
        else expect(meta, label).toMatchObject({ code: 4003, desc: '无权限：当前账号的角色不能进行此操作' });
      }
    }
    // The allowed calls above carried empty bodies, which the contracts refuse: no write happened at all.
    expect(await auditCount()).toBe(before);
  });

  it('answers 4001 without the session cookie, whatever the passenger headers', async () => {
    const { headers } = await t.loginAs('13900002222');
    for (const endpoint of endpoints.filter((e) => !e.isPublic)) {
      expect((await send(endpoint, headers)).code, endpoint.path).toBe(4001);
    }
  });

  it('refuses every write without the CSRF token (4004) before its role or body is looked at', async () => {
    const admin = clients.get('admin')!;
    for (const endpoint of endpoints.filter((e) => !e.isPublic && e.method === 'POST')) {
      expect((await send(endpoint, admin.readHeaders)).code, endpoint.path).toBe(4004);
      expect((await send(endpoint, { ...admin.readHeaders, [CSRF_HEADER]: 'x'.repeat(32) })).code, endpoint.path).toBe(4004);
    }
  });
});
