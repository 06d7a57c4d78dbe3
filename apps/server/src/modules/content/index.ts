// The content module's face: what the app may use.
export { contentRoutes } from './routes.ts';
