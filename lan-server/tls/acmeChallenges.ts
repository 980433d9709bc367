import type { IncomingMessage, ServerResponse } from 'node:http';

/** Answers waiting for the certificate authority: token → key authorization (RFC 8555 §8.3). */
export type ChallengeStore = Map<string, string>;

const CHALLENGE_PATH = /^\/\.well-known\/acme-challenge\/([A-Za-z0-9_-]+)$/;

/**
 * The plain-HTTP listener (port 80, or PUBLIC_ACME_HTTP_PORT behind a router that maps 80 to it) while
 * ACME is on: it answers Let's Encrypt's HTTP-01 challenges from the store, and sends everyone else to the
 * HTTPS booking page, so a customer who types the bare domain still arrives. Nothing else is served here.
 */
export function challengeResponder(store: ChallengeStore, domain: string) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const match = CHALLENGE_PATH.exec(path);
    if (match) {
      const answer = store.get(match[1] ?? '');
      res.writeHead(answer ? 200 : 404, { 'Content-Type': 'text/plain' });
      res.end(answer ?? 'Unknown challenge');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { 'Content-Type': 'text/plain', Allow: 'GET, HEAD' });
      res.end('Use HTTPS');
      return;
    }
    res.writeHead(301, { Location: `https://${domain}${req.url ?? '/'}` });
    res.end();
  };
}
