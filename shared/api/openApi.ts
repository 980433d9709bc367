import { toJSONSchema, type $ZodType } from 'zod/v4/core';
import type { Endpoint } from './endpoint';
import type { OpenApiDocument } from './apiDocs';
import { ErrorBody } from './errors';

/**
 * The endpoint table as an OpenAPI 3.1 document (docs/api.md), so a venue's website, its till system or
 * anyone else can build on the API without reading this code. Made from the entries themselves — their
 * paths, doors, access, schemas and statuses — so the document cannot say anything the server does not do.
 * Schemas are JSON Schema 2020-12 (OpenAPI 3.1's own dialect), made by zod from the entries' schemas, as
 * what crosses the wire: what a caller sends and what it receives before its own parsing.
 */

/** Entries by area and name (the shape of the table in shared/api/table.ts): an operation's id is `area.name`. */
export type EntryTable = Readonly<Record<string, Readonly<Record<string, Endpoint>>>>;

export interface DocumentOptions {
  title: string;
  version: string;
  description: string;
  /** The session cookie a signed-in caller sends (for `staff`, `admin` and `lane` entries). */
  sessionCookie: string;
  /** Which entries go in: a door's part, or every HTTP entry of a server. */
  include(entry: Endpoint): boolean;
}

type Json = Record<string, unknown>;

/** JSON Schema of what crosses the wire for a schema (its input: defaults not yet applied, text not yet coerced). */
export function wireSchema(schema: $ZodType): Json {
  const { $schema: _dialect, ...rest } = toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as Json;
  return rest;
}

/** Express's `/api/lanes/:id` as OpenAPI's `/api/lanes/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, '{$1}');
}

const REFUSAL = {
  description:
    'A refusal: a sentence for people (`message`) and a stable code for programs (`code`, shared/api/errors.ts).',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
};

const FAULT = {
  description: 'The server, or a venue head office asks, cannot answer just now: a sentence to show.',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
};

const ACCESS_WORDS: Record<Endpoint['access'], string> = {
  anonymous: 'No sign-in.',
  staff: 'A signed-in session (the session cookie).',
  admin: 'A signed-in admin session; other sessions are refused with 403.',
  lane: 'A signed-in session, or a tablet paired to the lane in the path.',
  hub: "Head office only, over the group's NATS link.",
};

function operation(area: string, name: string, entry: Endpoint): Json {
  const parameters: Json[] = [...entry.path.matchAll(/:([A-Za-z]+)/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (entry.query) {
    const query = wireSchema(entry.query);
    const required = new Set(Array.isArray(query.required) ? query.required.map(String) : []);
    const properties = (query.properties ?? {}) as Record<string, Json>;
    for (const [field, schema] of Object.entries(properties))
      parameters.push({ name: field, in: 'query', required: required.has(field), schema });
  }
  const signedIn = entry.access === 'staff' || entry.access === 'admin' || entry.access === 'lane';
  return {
    operationId: `${area}.${name}`,
    description: [
      ACCESS_WORDS[entry.access],
      entry.refusal ? `A staff session is told: "${entry.refusal}"` : '',
    ]
      .filter(Boolean)
      .join(' '),
    ...(parameters.length ? { parameters } : {}),
    ...(entry.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: wireSchema(entry.body) } },
          },
        }
      : {}),
    responses: { ...answers(entry), '4XX': REFUSAL, '5XX': FAULT },
    ...(signedIn ? { security: [{ session: [] }] } : { security: [] }),
  };
}

function answers(entry: Endpoint): Json {
  if (entry.response === 'no content') return { '204': { description: 'Done; no body.' } };
  if (entry.response === 'file')
    return {
      '200': {
        description: 'A file to download (its name in Content-Disposition).',
        content: {
          'application/octet-stream': {
            schema: { type: 'string', contentMediaType: 'application/octet-stream' },
          },
        },
      },
    };
  const answer = {
    description: 'The answer.',
    content: { 'application/json': { schema: wireSchema(entry.response) } },
  };
  const out: Json = { [String(entry.status ?? 200)]: answer };
  for (const status of entry.answersOnFailure ?? [])
    out[String(status)] = { ...answer, description: 'The answer, failing.' };
  return out;
}

/** The OpenAPI 3.1 document of the entries `options.include` picks from `table`. */
export function openApiDocument(table: EntryTable, options: DocumentOptions): OpenApiDocument {
  const paths: Record<string, Json> = {};
  for (const [area, entries] of Object.entries(table)) {
    for (const [name, entry] of Object.entries(entries)) {
      if (!options.include(entry)) continue;
      const path = openApiPath(entry.path);
      paths[path] = { ...paths[path], [entry.method]: operation(area, name, entry) };
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: options.title, version: options.version, description: options.description },
    paths,
    components: {
      schemas: { ErrorBody: wireSchema(ErrorBody) },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: options.sessionCookie } },
    },
  };
}
