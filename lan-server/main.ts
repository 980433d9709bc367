import { networkInterfaces } from 'node:os';
import { configFromEnv } from './config';
import { createServer } from './server';

/** LAN IPv4 addresses tablets and the TV can reach, skipping loopback and link-local. */
function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((list) => list ?? [])
    .filter((a) => a.family === 'IPv4' && !a.internal && !a.address.startsWith('169.254.'))
    .map((a) => a.address);
}

async function main(): Promise<void> {
  const config = configFromEnv(process.env);
  const server = await createServer(config);
  console.log(`Doubletop is running.`);
  console.log(`  LAN door (staff, tablets, TV):  ${server.lanUrl}`);
  console.log(`  Public door (customer booking): ${server.publicUrl}`);
  for (const ip of lanAddresses()) {
    console.log(
      `  On the venue network: http://${ip}:${server.lanPort}  (public door http://${ip}:${server.publicPort})`,
    );
  }
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing doors and database...`);
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
