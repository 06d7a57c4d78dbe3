// The in-house games module's face: what other modules and the app may use.
export { crashRecovery, roundRecovery } from './recovery.ts';
export { inhouseRoutes } from './routes.ts';
export type { Seeds } from './seeds.ts';
