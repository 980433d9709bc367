import { openApiAnswerCheck } from '../../lan-server/test/openApiCheck';
import { headOfficeApiDocument } from '../headOfficeRoutes';
import type { HubCore } from '../hub';
import { startHubWeb, type HubWeb } from '../web';

/** Every answer head office's tests receive, checked against its OpenAPI document when its server closes. */
const THE_DOCUMENT = openApiAnswerCheck([headOfficeApiDocument()]);

/**
 * Head office's web server as the tests start it: every answer checked against its entry before it is sent,
 * and against head office's OpenAPI document when the server closes (openApiCheck.ts), as the venue's test
 * server does. A mismatch fails the test that closes it.
 */
export async function startCheckedHubWeb(
  core: HubCore,
  options: Omit<Parameters<typeof startHubWeb>[1], 'checkAnswers'>,
): Promise<HubWeb> {
  const web = await startHubWeb(core, { ...options, checkAnswers: THE_DOCUMENT.record });
  return {
    url: web.url,
    port: web.port,
    async close() {
      await web.close();
      THE_DOCUMENT.verify();
    },
  };
}
