// The system module's face: what the app may use.
export { healthRoutes } from './health.ts';
export { DbRateLimiter } from './rate-limit-repo.ts';
export { holdSweepJob } from './hold-sweep-job.ts';
export { systemRoutes } from './routes.ts';
export { testRoutes } from './test-routes.ts';
