// The system module's face: what the app may use.
export { healthRoutes } from './health.ts';
export { holdSweepJob } from './hold-sweep-job.ts';
export { systemRoutes } from './routes.ts';
export { statusHotPath } from './status-hot-path.ts';
export { testRoutes } from './test-routes.ts';
