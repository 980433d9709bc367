import { Validator } from '@seriousme/openapi-schema-validator';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publicBookingEndpoints } from '../../shared/api/publicBooking';
import { DEFAULT_OPERATING_HOURS } from '../../shared/api/settings';
import type { Endpoint } from '../../shared/api/endpoint';
import { allEndpoints } from '../../shared/api/table';
import { groupDoorEndpoints } from '../../shared/group/questions';
import type { OpenApiDocument } from '../../shared/api/apiDocs';
import { openApiPath } from '../../shared/api/openApi';
import { headOfficeApiDocument } from '../../hub/headOfficeRoutes';
import { venueApiDocument } from '../http/routes/apiDocs';
import { startTestServer, type TestServer } from './harness';
import { openApiAnswerCheck, schemaValidator } from './openApiCheck';

/**
 * The OpenAPI 3.1 documents made from the endpoint table (docs/api.md): the venue's whole API, its public
 * door's part, and head office's. Each is valid by OpenAPI's own schema (a validator that knows nothing of
 * this code), every JSON Schema in it compiles under ajv's strict mode, and it names exactly the entries of
 * its doors. That every answer the server tests receive matches the document is checked as they run: the
 * test server checks each answer against the document's schema for its status (openApiCheck.ts).
 */
const DOCUMENTS: [string, () => OpenApiDocument][] = [
  ['the venue (staff)', () => venueApiDocument('staff')],
  ["the venue's public door", () => venueApiDocument('public')],
  ['head office', headOfficeApiDocument],
];

/** Every JSON Schema in a document: request bodies, parameters and answers. */
function schemasOf(doc: OpenApiDocument): object[] {
  const found: object[] = [];
  const walk = (value: unknown, key: string): void => {
    if (typeof value !== 'object' || value === null) return;
    if (key === 'schema' && !('$ref' in value)) {
      found.push(value);
      return;
    }
    for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(doc.paths, '');
  return found;
}

describe('the OpenAPI documents', () => {
  it.each(DOCUMENTS)('%s: valid OpenAPI 3.1', async (_name, make) => {
    const validator = new Validator();
    const result = await validator.validate(make());
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it.each(DOCUMENTS)('%s: every schema in it is JSON Schema 2020-12 (ajv, strict)', (_name, make) => {
    const ajv = schemaValidator();
    const schemas = schemasOf(make());
    expect(schemas.length).toBeGreaterThan(0);
    for (const schema of schemas) expect(() => ajv.compile(schema)).not.toThrow();
  });

  it("the venue's document names every HTTP entry of its table, and the public part only the public ones", () => {
    const operations = (doc: OpenApiDocument) =>
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops as object).map((method) => `${method} ${path}`),
      );
    const named = (door: (d: string) => boolean) =>
      allEndpoints()
        .filter((e) => door(e.door))
        .map((e) => `${e.method} ${openApiPath(e.path)}`)
        .sort();
    expect(operations(venueApiDocument('staff')).sort()).toEqual(named((d) => d === 'lan' || d === 'public'));
    expect(operations(venueApiDocument('public')).sort()).toEqual(named((d) => d === 'public'));
  });
});

describe('the answer check the test servers run', () => {
  const document = openApiAnswerCheck([venueApiDocument('staff')]);
  const check = (entry: Endpoint, status: number, wire: unknown): string | null => {
    const now = document.record(entry, status, wire);
    if (now !== null) return now;
    try {
      document.verify();
      return null;
    } catch (err) {
      return err instanceof Error ? err.message : String(err);
    }
  };
  const settings = publicBookingEndpoints.settings;

  it('passes an answer the document describes, and refuses one it does not', () => {
    const answer = {
      businessName: 'Doubletop Darts',
      town: '',
      contactPhone: '',
      currency: 'GBP',
      timezone: 'Europe/London',
      operatingHours: DEFAULT_OPERATING_HOURS,
      confirmationsByEmail: false,
    };
    expect(check(settings, 200, answer)).toBeNull();
    expect(check(settings, 200, { ...answer, currency: 'DOUBLOONS' })).toMatch(/currency/);
    expect(check(settings, 200, { ...answer, businessName: undefined })).toMatch(/businessName/);
    expect(check(settings, 201, answer)).toMatch(/no 201 answer/);
  });

  it("leaves the NATS door's own entries, which no HTTP document describes, to zod", () => {
    expect(check(groupDoorEndpoints.decide, 200, { state: 'confirmed' })).toBeNull();
  });
});

describe('the documents served', () => {
  let t: TestServer;
  beforeEach(async () => {
    t = await startTestServer();
  });
  afterEach(() => t.close());

  it('GET /api/openapi.json: staff only, the whole document', async () => {
    expect((await t.lan('/api/openapi.json')).status).toBe(401);
    const res = await t.lan('/api/openapi.json', { cookie: await t.signIn() });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(venueApiDocument('staff'))));
  });

  it('GET /api/public/openapi.json: anyone, on either door, the public part only', async () => {
    const expected = JSON.parse(JSON.stringify(venueApiDocument('public')));
    for (const res of [await t.pub('/api/public/openapi.json'), await t.lan('/api/public/openapi.json')]) {
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(expected);
    }
    // The public door has no whole document to give.
    expect((await t.pub('/api/openapi.json')).status).toBe(404);
  });
});
