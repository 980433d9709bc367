import { clientErrorEndpoints } from '../../../shared/api/clientErrors';
import { implement } from '../implement';
import type { Route } from '../route';

/**
 * A screen's render error, written to the server's log under the report's request id (the id the screen
 * shows). Control characters are replaced so a report cannot forge log lines.
 */
export function clientErrorRoutes(): Route[] {
  return [
    implement(clientErrorEndpoints.report, ({ ctx, body, res }) => {
      const given: unknown = res?.locals.requestId;
      const requestId = typeof given === 'string' ? given : 'unnumbered';
      const stack = body.stack ? `\n${oneBlock(body.stack)}` : '';
      ctx.log(
        `[${requestId}] ${body.app} screen failed at ${oneLine(body.path)}: ${oneLine(body.message)}${stack}`,
      );
      return { requestId };
    }),
  ];
}

function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]/g, ' ');
}

function oneBlock(text: string): string {
  return text
    .split('\n')
    .map((line) => `    ${oneLine(line)}`)
    .join('\n');
}
