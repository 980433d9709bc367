import { lanIPv4Addresses } from './discovery/lanAddresses';
import { configFromEnv } from './config';
import { createServer } from './server';

async function main(): Promise<void> {
  const config = configFromEnv(process.env);
  const server = await createServer(config);
  console.log(`Doubletop is running.`);
  console.log(`  LAN door (staff, tablets, TV):  ${server.lanUrl}`);
  console.log(`  Public door (customer booking): ${server.publicUrl || 'off (PUBLIC_PORT=off)'}`);
  console.log(`  Health check: ${server.lanUrl}/healthz   JSON logs: ${config.logDir ?? 'off'}`);
  for (const ip of lanIPv4Addresses()) {
    const door = server.publicPort === null ? '' : `  (public door http://${ip}:${server.publicPort})`;
    console.log(`  On the venue network: http://${ip}:${server.lanPort}${door}`);
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
