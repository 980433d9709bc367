import { simpleParser, type ParsedMail } from 'mailparser';
import { createServer as createNetServer, type Server, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in the test process (the smtp-server package), reading what arrives with mailparser: the
 * server under test talks real SMTP to it, with no mocked transport. `refuse` answers every recipient with
 * 550; `defer` with 451; `accept` takes the message.
 */
export type SmtpMode = 'accept' | 'refuse' | 'defer';

export interface TestSmtp {
  port: number;
  url: string;
  messages: ParsedMail[];
  /** The SMTP envelope's recipients (RCPT TO) of each accepted message: who really received it. */
  envelopes: string[][];
  mode: SmtpMode;
  /** Resolves once `count` messages have arrived (rejects after timeoutMs). */
  waitForMessages(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startSmtp(
  options: { port?: number; user?: string; password?: string } = {},
): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const envelopes: string[][] = [];
  const state: { mode: SmtpMode } = { mode: 'accept' };
  const server = new SMTPServer({
    disabledCommands: options.user ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !options.user,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.password)
        callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid login'), { responseCode: 535 }));
    },
    onRcptTo(_address, _session, callback) {
      if (state.mode === 'refuse')
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      if (state.mode === 'defer')
        return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          envelopes.push(session.envelope.rcptTo.map((r) => r.address));
          messages.push(mail);
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  // A client killed mid-conversation (the fault suite's SIGKILL) resets its socket: not a test failure.
  server.on('error', () => undefined);
  const port = await new Promise<number>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  const auth = options.user
    ? `${encodeURIComponent(options.user)}:${encodeURIComponent(options.password ?? '')}@`
    : '';
  return {
    port,
    url: `smtp://${auth}127.0.0.1:${port}`,
    messages,
    envelopes,
    get mode() {
      return state.mode;
    },
    set mode(m: SmtpMode) {
      state.mode = m;
    },
    async waitForMessages(count, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} messages, got ${messages.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A "mail server" that accepts the connection and then never says a word: the hanging-server case. */
export async function startSilentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createNetServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port with nothing listening (yet): the mail server is down. */
export async function unusedPort(): Promise<number> {
  const probe = createNetServer();
  const port = await new Promise<number>((resolve) => {
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The cancel token in a received confirmation's text. */
export function cancelTokenIn(mail: ParsedMail): string {
  const token = /cancel-booking#token=([A-Za-z0-9_-]{22})/.exec(mail.text ?? '')?.[1];
  if (!token) throw new Error(`no cancel link in:\n${mail.text ?? ''}`);
  return token;
}

/** DTSTART of the first event in an .ics, as a UTC instant, read by RFC 5545's rules for TZID and UTC. */
export function icsStart(ics: string): { tzid: string | null; local: string } {
  const unfolded = ics.replace(/\r?\n[ \t]/g, '');
  const event = unfolded.slice(unfolded.indexOf('BEGIN:VEVENT'));
  const m = /^DTSTART(?:;TZID=([^:]+))?:(\d{8}T\d{6}Z?)$/m.exec(event);
  if (!m) throw new Error(`no DTSTART in:\n${ics}`);
  return { tzid: m[1] ?? null, local: m[2] ?? '' };
}
