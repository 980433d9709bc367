// pino-roll ships no types; this is the part of its documented API the server uses.
declare module 'pino-roll' {
  import type { DestinationStream } from 'pino';

  interface PinoRollOptions {
    file: string;
    size?: string | number;
    frequency?: 'daily' | 'hourly' | number;
    extension?: string;
    mkdir?: boolean;
    symlink?: boolean;
    limit?: { count?: number; removeOtherLogFiles?: boolean };
    dateFormat?: string;
  }
  interface RollingStream extends DestinationStream {
    end(): void;
    once(event: 'close' | 'finish', listener: () => void): this;
    on(event: 'error', listener: (err: unknown) => void): this;
  }
  export default function pinoRoll(options: PinoRollOptions): Promise<RollingStream>;
}
