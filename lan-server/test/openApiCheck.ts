import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Endpoint } from '../../shared/api/endpoint';
import { openApiPath, type OpenApiDocument } from '../../shared/api/openApi';
import type { AnswerCheck } from '../../server-kit/entryAnswer';

/** A JSON Schema validator for OpenAPI 3.1's dialect (2020-12), with the formats zod writes (date, uuid, …). */
export function schemaValidator(): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allErrors: false });
  addFormats.default(ajv);
  return ajv;
}

/** The JSON Schema of one operation's answer with `status`, or undefined when the document gives none. */
function answerSchema(doc: OpenApiDocument, entry: Endpoint, status: number): object | undefined {
  const path = doc.paths[openApiPath(entry.path)] as Record<string, { responses?: Record<string, unknown> }>;
  const response = path?.[entry.method]?.responses?.[String(status)] as
    { content?: { 'application/json'?: { schema?: object } } } | undefined;
  return response?.content?.['application/json']?.schema;
}

/**
 * Checks every JSON answer a test server sends against OpenAPI documents (used as the servers' `checkAnswers`
 * in tests): the answer's status must be one the document gives the operation, and the answer must match that
 * response's JSON Schema, validated by ajv — not by zod, which checks it too. An entry no document describes
 * (the NATS door's own, which are not HTTP) is left to zod alone.
 */
export function openApiAnswerCheck(docs: readonly OpenApiDocument[]): AnswerCheck {
  const ajv = schemaValidator();
  const compiled = new Map<string, ValidateFunction | null>();
  return (entry, status, wire) => {
    const doc = docs.find((d) => d.paths[openApiPath(entry.path)] !== undefined);
    if (!doc) return null;
    const key = `${doc.info.title} ${entry.method} ${entry.path} ${status}`;
    let validate = compiled.get(key);
    if (validate === undefined) {
      const schema = answerSchema(doc, entry, status);
      validate = schema ? ajv.compile(schema) : null;
      compiled.set(key, validate);
    }
    if (!validate) return `the OpenAPI document gives no ${status} answer`;
    if (validate(wire)) return null;
    const first = validate.errors?.[0];
    return `the OpenAPI document's schema refuses it: ${first?.instancePath || 'answer'} ${first?.message ?? ''}`;
  };
}
