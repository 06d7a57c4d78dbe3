import { agentModule } from './modules/agent/index.ts';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { systemApi } from '@lotto/contracts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { GeoLocator } from './lib/geoip.ts';
import type { ConfigBus, NoticeBus } from './lib/config-bus.ts';
import { LocalLiveBus, type LiveBus } from './lib/live-bus.ts';
import type { RateLimiter } from './lib/rate-limit.ts';
import { trustedProxyTest } from './lib/ip.ts';
import { requestIdOf } from './lib/request-id.ts';
import { accessLogger, lazyRequestLogger } from './lib/request-logger.ts';
import { BrandAdmin, BrandDirectory } from './modules/brand/index.ts';
import { watchChanges } from './watch-changes.ts';
import { contentRoutes } from './modules/content/index.ts';
import { helpModule } from './modules/help/index.ts';
import { figureRoutes } from './modules/figures/index.ts';
import { promoModule, refuseWhileWagering, welcomeBonuses } from './modules/promo/index.ts';
import { mallModule } from './modules/mall/index.ts';
import { vipModule } from './modules/vip/index.ts';
import { jackpotRoutes } from './modules/jackpot/index.ts';
import { platformMessages, type PlatformMessages } from './platform-messages.ts';
import { chatModule } from './modules/chat/index.ts';
import { staffMessageRoute, staffRoutes } from './modules/staff/index.ts';
import { pwaRoutes } from './modules/pwa/index.ts';
import { Catalogue, gameArtPlugin, gameRoutes, Seamless, seamlessRoutes } from './modules/games/index.ts';
import { createIdentity, identityRoutes, oauthRoutes, type IdentityDeps } from './modules/identity/index.ts';
import { LotterySeries } from './modules/lottery/index.ts';
import { gameplayRoutes } from './gameplay.ts';
import {
  createWallet,
  depositRoutes,
  Deposits,
  SandboxGatewayProvider,
  walletEvents,
  walletRoutes,
  Withdrawals,
  withdrawRoutes,
  type ProviderFactory,
  type Wallet,
} from './modules/wallet/index.ts';
import { DbRateLimiter, healthRoutes, systemRoutes, testRoutes } from './modules/system/index.ts';
import { Lifecycle } from './lib/lifecycle.ts';
import { contextPlugin, peekBrand } from './plugins/context.ts';
import { docsPlugin } from './plugins/docs.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrors, refuseWhileClosing } from './plugins/errors.ts';
import { schemaGuard } from './plugins/schema-guard.ts';
import { allowFrameOrigins, securityHeaders } from './plugins/security-headers.ts';
import { compressAnswers } from './plugins/compress.ts';
import { robotsRoute, spaDocument } from './plugins/document.ts';
import { API_PREFIXES, hasWebBuild, mediaPlugin, webPlugin } from './plugins/static.ts';
import { backofficePlugin, hasBackofficeBuild } from './plugins/backoffice.ts';

export type AppDeps = {
  config: Config;
  db: Db;
  geo: GeoLocator;
  bus?: ConfigBus | undefined;
  notices?: NoticeBus | undefined; // member and session changes between nodes: cached sessions drop at once
  /** Live events to members' open pages; local to the process unless Redis is configured. */
  live?: LiveBus | undefined;
  /** Throttle counts; in the database unless Redis is configured. */
  rate?: RateLimiter | undefined;
  /** Payment gateway adapters by provider name (channel config `provider`). */
  paymentProviders?: Record<string, ProviderFactory> | undefined;
  logger?: FastifyServerOptions['logger'];
  /** Set to draining by a graceful stop (main.ts): health answers 503, answers close their connection. */
  lifecycle?: Lifecycle | undefined;
};

export type Platform = {
  brands: BrandDirectory;
  admin: BrandAdmin;
  db: Db;
  identity: IdentityDeps;
  wallet: Wallet;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    platform: Platform;
  }
}

/** Gateway adapters by channel config `provider`; the secret comes from the variable the channel names. */
const defaultProviders: Record<string, ProviderFactory> = {
  sandbox: (c) =>
    new SandboxGatewayProvider({
      baseUrl: c.baseUrl,
      merchantId: c.merchantId,
      secret: process.env[c.secretEnv] ?? '',
    }),
};

const MEDIA_ROOT = fileURLToPath(new URL('../assets', import.meta.url));

/** Builds the whole HTTP application; main.ts listens on it, tests inject into it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = createServer(deps);
  const parts = createPlatform(app, deps);
  await registerPlugins(app, deps, parts);
  await registerRoutes(app, deps, parts);
  watchChanges(app, { deps, brands: parts.brands });
  return app;
}

/** What the routes share: the platform's services and the live bus. */
type Parts = Platform & { live: LiveBus; series: LotterySeries; messages: PlatformMessages };

/** The Fastify instance with its options, access log and schema compilers. */
function createServer(deps: AppDeps): FastifyInstance {
  const { config } = deps;
  const trustProxy = config.TRUSTED_PROXIES.length > 0 ? trustedProxyTest(config.TRUSTED_PROXIES) : false;
  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy,
    genReqId: requestIdOf,
    // A closing app answers new requests 503 in the envelope, through the hooks (refuseWhileClosing).
    return503OnClosing: false,
    frameworkErrors,
    clientErrorHandler,
    // One line per request (below) instead of Fastify's two: logging is most of a small request's cost.
    logController: new LogController({ disableRequestLogging: true }),
    // A request's own logger (bound to its id) is built when it first logs, not for every request.
    childLoggerFactory: lazyRequestLogger,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  // Not even registered when info lines would be dropped: hooks cost on every request.
  const logAccess = ['info', 'debug', 'trace'].includes(config.LOG_LEVEL) ? accessLogger(app.log) : null;
  if (logAccess)
    app.addHook('onResponse', (req, reply, done) => {
      logAccess({
        reqId: req.id,
        method: req.method,
        url: req.url,
        status: reply.statusCode,
        elapsedMs: reply.elapsedTime,
        ip: req.ip,
      });
      done();
    });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  schemaGuard(app);
  return app;
}

/** Brands, wallet and identity, decorated on the app as `platform`. */
function createPlatform(app: FastifyInstance, deps: AppDeps): Parts {
  const { config, db } = deps;
  const brands = new BrandDirectory(db.kysely);
  const admin = new BrandAdmin(db.kysely, deps.bus);
  const live = deps.live ?? new LocalLiveBus();
  const wallet = createWallet(db.kysely, {
    onMoved: (merchantId, memberIds) => {
      for (const memberId of memberIds) live.publish({ merchantId, memberId, topic: 'balance' });
    },
    // SQLite: concurrent movements share a commit (see wallet/group-commit.ts).
    groupCommit: db.engine === 'sqlite',
  });
  const rate = deps.rate ?? new DbRateLimiter(db);
  const series = new LotterySeries(db.kysely);
  const messages = platformMessages({ db: db.kysely, brandOf: (id) => brands.byId(id), log: app.log, live });
  const identity = createIdentity({
    db: db.kysely,
    config,
    // Identity imports neither: free-demo play money is the wallet's, a downline's series the lottery's.
    grantPlayMoney: (brand, memberId) => wallet.grantPlayMoney(brand, memberId),
    joinTeam: (trx, join) => series.placeNew(trx, join),
    welcome: (brand, m) =>
      welcomeBonuses(messages.told({ db: db.kysely, wallet }), { brand, ...m, now: Date.now() }),
    rate,
  });
  app.decorate('platform', { brands, admin, db, identity, wallet });
  return { brands, admin, db, identity, wallet, live, series, messages };
}

/** Error pages, headers, compression, CORS, body parsing, docs, the brand context and static files. */
async function registerPlugins(app: FastifyInstance, deps: AppDeps, { brands }: Parts) {
  const { config } = deps;
  const webDist =
    config.NODE_ENV === 'production' || hasWebBuild(config.WEB_DIST) ? config.WEB_DIST : undefined;
  // A page has no route, so no brand yet: its host (else the default brand) names it.
  const spaFallback = spaDocument({
    dist: webDist,
    mediaRoot: MEDIA_ROOT,
    apiPrefixes: API_PREFIXES,
    brandOf: async (req) =>
      peekBrand(brands, {
        defaultMerchant: config.DEFAULT_MERCHANT,
        merchant: undefined,
        hostname: () => req.hostname,
      }) ??
      (await brands.byHost(req.hostname)) ??
      (await brands.byCode(config.DEFAULT_MERCHANT)),
  });
  await app.register(errorsPlugin, { spaFallback });

  securityHeaders(app);
  refuseWhileClosing(app);
  // The status call is sent as it is (uncompressed), as it always was (decision 006).
  compressAnswers(app, { skip: (url) => url.startsWith(systemApi.status.path) });
  allowFrameOrigins(config.GAME_FRAME_ORIGINS);
  // Closed by default: with no allowed origin the plugin is not even registered.
  if (config.CORS_ORIGINS.length > 0) {
    await app.register(cors, { origin: config.CORS_ORIGINS, credentials: false });
  }
  await app.register(formbody);
  await app.register(docsPlugin, { serve: config.DOCS_ENABLED });
  await app.register(contextPlugin, {
    brands,
    defaultMerchant: config.DEFAULT_MERCHANT,
    unknownHosts: config.UNKNOWN_HOSTS,
  });
  await app.register(mediaPlugin, { root: MEDIA_ROOT });
  if (webDist) await app.register(webPlugin, { dist: webDist });
  // The operator's back office (the support console), its own build under /backoffice.
  if (hasBackofficeBuild(config.BACKOFFICE_DIST))
    await app.register(backofficePlugin, { dist: config.BACKOFFICE_DIST });
  robotsRoute(app);
}

/** Every module's routes, in the order they have always been registered. */
async function registerRoutes(app: FastifyInstance, deps: AppDeps, parts: Parts) {
  const { config, db } = deps;
  const { brands, identity, wallet, live, series, messages } = parts;
  const sessions = identity.sessions;
  healthRoutes(app, { db, lifecycle: deps.lifecycle ?? new Lifecycle() });
  systemRoutes(app, { geo: deps.geo });
  pwaRoutes(app);
  contentRoutes(app, { db: db.kysely });
  helpModule(app, {
    ...{ db: db.kysely, rate: identity.rate, sessions, uploadsDir: join(config.DATA_DIR, 'uploads') },
    // a reply to feedback reaches the member as a platform message
    feedbackReplied: (r) =>
      messages.inbox.send({
        ...r,
        template: 'inbox.feedbackReplied',
        params: { feedbackId: r.feedbackId, reply: r.reply },
      }),
  });
  const catalogue = new Catalogue(db.kysely);
  const seamless = new Seamless(db.kysely, wallet);
  gameRoutes(app, { db: db.kysely, catalogue, seamless, sessions });
  await app.register(gameArtPlugin, { db: db.kysely, cacheDir: join(config.DATA_DIR, 'cache', 'game-art') });
  seamlessRoutes(app, { db: db.kysely, brands, catalogue, seamless });
  identityRoutes(app, identity);
  oauthRoutes(app, identity);
  walletRoutes(app, { db: db.kysely, wallet, sessions });
  figureRoutes(app, { db: db.kysely, sessions });
  walletEvents(app, { wallet, sessions, live });
  depositRoutes(app, {
    deposits: new Deposits(
      db.kysely,
      messages.told({ wallet, factories: deps.paymentProviders ?? defaultProviders }),
    ),
    sessions,
    brands,
  });
  withdrawRoutes(app, {
    db: db.kysely,
    withdrawals: new Withdrawals(db.kysely, wallet).whenPaid(messages.notices.onPaid),
    wallet,
    sessions,
    brands,
    uploadsDir: join(config.DATA_DIR, 'uploads'),
    beforeMoneyLeaves: (memberId) => refuseWhileWagering({ db: db.kysely, wallet }, { memberId }),
  });
  const autoStart = config.NODE_ENV !== 'test';
  const brandOf = (id: number) => brands.byId(id);
  const uploadsDir = join(config.DATA_DIR, 'uploads');
  promoModule(app, messages.told({ db: db.kysely, wallet, sessions, brandOf, autoStart, uploadsDir }));
  messages.routes(app, { db: db.kysely, sessions });
  mallModule(app, { db: db.kysely, wallet, sessions });
  vipModule(app, { db: db.kysely, wallet, sessions });
  jackpotRoutes(app, { db: db.kysely });
  // Support (decision 033): staff sign-in for the console, and live chat on both sides.
  staffRoutes(app, { db: db.kysely, rate: identity.rate });
  staffMessageRoute(app, { db: db.kysely, inbox: messages.inbox });
  const imagesDir = join(uploadsDir, 'chat');
  chatModule(app, { db: db.kysely, live, sessions, rate: identity.rate, imagesDir, wallet });
  const agentDeps = { db: db.kysely, wallet, identity, series, brandOf, autoStart };
  const contracts = agentModule(app, messages.told(agentDeps));
  brands.onChange(() => contracts.wake());
  gameplayRoutes(app, { deps, ...parts });
  if (config.NODE_ENV === 'test') testRoutes(app, identity);
}
