import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Endpoint } from '../../shared/api/endpoint';
import type { OpenApiDocument } from '../../shared/api/apiDocs';
import { openApiPath } from '../../shared/api/openApi';
import type { AnswerCheck } from '../../server-kit/entryAnswer';

/** A JSON Schema validator for OpenAPI 3.1's dialect (2020-12), with the formats zod writes (date, uuid, …). */
export function schemaValidator(options: { strict: boolean } = { strict: true }): Ajv2020 {
  const ajv = new Ajv2020({ strict: options.strict, allErrors: false, code: { optimize: options.strict } });
  addFormats.default(ajv);
  return ajv;
}

interface Answered {
  entry: Endpoint;
  status: number;
  wire: unknown;
}

/**
 * Every JSON answer a test server sends, checked against OpenAPI documents (used as the servers'
 * `checkAnswers` in tests, after the entry's own zod schema):
 * - at once: the answer's status must be one the document gives the operation (else the answer is a 500);
 * - by `verify`, which the test server's close() calls: the answer must match that response's JSON Schema,
 *   validated by ajv — a validator other than zod, which made the schemas. Compiling a schema takes up to a
 *   few hundred milliseconds, so it is not done while a test's server answers (it would hold the event loop
 *   past the tests' short SMTP and NATS timeouts) but when the test closes it.
 * An entry no document describes (the NATS door's own, which are not HTTP) is left to zod alone.
 */
export interface DocumentCheck {
  record: AnswerCheck;
  /** Checks the answers recorded since the last call; throws naming the first that does not match. */
  verify(): void;
}

export function openApiAnswerCheck(docs: readonly OpenApiDocument[]): DocumentCheck {
  const ajv = schemaValidator({ strict: false });
  const compiled = new Map<object, ValidateFunction>();
  let recorded: Answered[] = [];
  const schemaOf = (entry: Endpoint, status: number): object | null | undefined => {
    const doc = docs.find((d) => d.paths[openApiPath(entry.path)] !== undefined);
    if (!doc) return null;
    const path = doc.paths[openApiPath(entry.path)] as Record<
      string,
      { responses?: Record<string, unknown> }
    >;
    const response = path[entry.method]?.responses?.[String(status)] as
      { content?: { 'application/json'?: { schema?: object } } } | undefined;
    return response?.content?.['application/json']?.schema;
  };
  return {
    record(entry, status, wire) {
      const schema = schemaOf(entry, status);
      if (schema === null) return null;
      if (schema === undefined) return `the OpenAPI document gives no ${status} answer`;
      recorded.push({ entry, status, wire });
      return null;
    },
    verify() {
      const answers = recorded;
      recorded = [];
      for (const { entry, status, wire } of answers) {
        const schema = schemaOf(entry, status);
        if (!schema) continue;
        let validate = compiled.get(schema);
        if (!validate) {
          validate = ajv.compile(schema);
          compiled.set(schema, validate);
        }
        if (validate(wire)) continue;
        const first = validate.errors?.[0];
        throw new Error(
          `The answer ${status} to ${entry.method.toUpperCase()} ${entry.path} does not match the OpenAPI document: ` +
            `${first?.instancePath || 'answer'} ${first?.message ?? ''}`,
        );
      }
    },
  };
}
