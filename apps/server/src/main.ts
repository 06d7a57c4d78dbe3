import { LogDestination } from './lib/log-destination.ts';
import { buildApp } from './app.ts';
import { busFromConfig, noticesFromConfig, openPlatformDb, rateLimiterFromConfig } from './boot.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createGeoIpLite } from './lib/geoip.ts';
import { Lifecycle } from './lib/lifecycle.ts';
import { LocalLiveBus, RedisLiveBus } from './lib/live-bus.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
}

const config = readConfig();
const { db, migrated, seeded } = await openPlatformDb(config);
const geo = createGeoIpLite();
geo.country('8.8.8.8'); // load the country table now, not on the first visitor's request
const bus = busFromConfig(config);
const notices = noticesFromConfig(config);
const live = config.REDIS_URL
  ? new RedisLiveBus(config.REDIS_URL, { prefix: `${config.REDIS_PREFIX}:live` })
  : new LocalLiveBus();
const rate = rateLimiterFromConfig(config);
// Log lines leave in 16 KB writes, not one write per line: at info that is a third of a small
// request's cost (decision 006). What is buffered is flushed at shutdown and at any exit.
const logDestination = new LogDestination();
process.on('exit', () => {
  try {
    logDestination.flushSync();
  } catch {
    // stdout already gone: nothing left to tell
  }
});
const lifecycle = new Lifecycle();
const app = await buildApp({
  config,
  lifecycle,
  db,
  geo,
  bus,
  notices,
  live,
  rate,
  logger: { level: config.LOG_LEVEL, stream: logDestination },
});
app.log.info({ engine: db.engine, migrated, seeded, redis: Boolean(bus) }, 'database ready');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  // First tell the proxy: health answers 503 and answers close their connections, while the
  // requests still sent here are served; then stop listening and finish what is in flight.
  lifecycle.draining = true;
  app.log.info({ signal, delayMs: config.SHUTDOWN_DELAY_MS }, 'shutting down: draining');
  await new Promise((r) => setTimeout(r, config.SHUTDOWN_DELAY_MS));
  app.log.info('closing: finishing in-flight requests');
  const force = setTimeout(() => {
    app.log.error('shutdown grace period over, exiting');
    process.exit(1);
  }, config.SHUTDOWN_GRACE_MS);
  force.unref();
  // Keep-alive connections that finish their last request while we drain would hold the
  // server open; close each as soon as it goes idle.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  sweep.unref();
  try {
    await app.close();
    await bus?.close();
    await notices?.close();
    await live.close();
    await rate?.close();
    await db.close();
    app.log.info('closed');
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: config.HOST, port: config.PORT });
