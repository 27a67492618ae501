import { ConfigError, loadConfig } from './config.js';
import { createServer } from './app.js';
import { openDatabase } from './db/client.js';
import { demoLogins } from './db/seed.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const server = await createServer(
    { config, database },
    { logger: { level: config.logLevel }, trustProxy: config.trustProxy },
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    server.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await server.listen({ port: config.port, host: config.host });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const origin = `http://${host}:${port}`;
  const lines = [
    '',
    `  DDI learning platform is running (${database.kind} database${config.databaseUrl ? '' : ` in ${config.dataDir}`})`,
    '',
    `  Learner app   ${origin}/pc/`,
    `  Demo          ${origin}/demo/`,
    `  Player        ${origin}/player/ddi-player.js`,
    `  Media         ${origin}/media/`,
    `  Health        ${origin}/healthz`,
    '',
    ...(config.maintenanceUntil ? [`  System upgrade until ${config.maintenanceUntil.toISOString()}: learner calls answer code 503`, ''] : []),
    config.demo
      ? `  Demo logins   ${demoLogins.map((login) => `${login.username} / ${login.password}`).join(',  ')}`
      : '  DEMO is off: no demo content was seeded.',
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\nListening on ${origin}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`Configuration error: ${error.message}\n`);
  } else {
    process.stderr.write(`The server could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
