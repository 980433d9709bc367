import * as z from 'zod/mini';
import { endpoint } from './endpoint';

/**
 * What an API document is answered as: OpenAPI's top level, read no further (its own validator does that).
 * Apart from the generator (openApi.ts), so a screen that names these entries carries none of it.
 */
export const OpenApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});
export type OpenApiDocument = z.infer<typeof OpenApiDocument>;

/**
 * The API described, as OpenAPI 3.1 (shared/api/openApi.ts; docs/api.md): the whole of the venue's API for
 * staff, and the public door's part for anyone, each served by the door it describes.
 */
export const apiDocEndpoints = {
  /** Every endpoint of the LAN and public doors. */
  staff: endpoint({
    method: 'get',
    path: '/api/openapi.json',
    door: 'lan',
    access: 'staff',
    response: OpenApiDocument,
  }),
  /** The public door's endpoints only: what a venue's website may call. */
  public: endpoint({
    method: 'get',
    path: '/api/public/openapi.json',
    door: 'public',
    access: 'anonymous',
    response: OpenApiDocument,
  }),
};
