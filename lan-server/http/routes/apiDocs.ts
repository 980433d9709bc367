import { apiDocEndpoints as docs } from '../../../shared/api/apiDocs';
import type { Endpoint } from '../../../shared/api/endpoint';
import type { OpenApiDocument } from '../../../shared/api/apiDocs';
import { openApiDocument } from '../../../shared/api/openApi';
import { endpoints } from '../../../shared/api/table';
import { encodedJson, implement } from '../implement';
import type { Route } from '../route';
import { SESSION_COOKIE } from '../session';

const DESCRIPTION =
  "A Doubletop venue's API (docs/api.md). Refusals are JSON `{ message, code }` with a 4xx status. " +
  'Staff endpoints need the session cookie that POST /api/auth/login sets; writes must come from the ' +
  "venue's own pages (an Origin check) with a JSON body.";

const PARTS = {
  staff: { title: 'Doubletop venue API', include: (e: Endpoint) => e.door === 'lan' || e.door === 'public' },
  public: { title: 'Doubletop venue API: the public door', include: (e: Endpoint) => e.door === 'public' },
};

/** The venue's API as OpenAPI 3.1: every endpoint of both HTTP doors (staff), or the public door's part. */
export function venueApiDocument(part: keyof typeof PARTS): OpenApiDocument {
  return openApiDocument(endpoints, {
    ...PARTS[part],
    version: '1',
    description: DESCRIPTION,
    sessionCookie: SESSION_COOKIE,
  });
}

/** The venue's API documents (docs/api.md), each made once from the table and sent as the same bytes. */
export function apiDocRoutes(): Route[] {
  const made = new Map<keyof typeof PARTS, Buffer>();
  const documentOf = (part: keyof typeof PARTS) => {
    let bytes = made.get(part);
    if (!bytes) {
      bytes = Buffer.from(JSON.stringify(venueApiDocument(part)));
      made.set(part, bytes);
    }
    return encodedJson<OpenApiDocument>(bytes);
  };
  return [
    implement(docs.staff, () => documentOf('staff')),
    implement(docs.public, () => documentOf('public')),
  ];
}
