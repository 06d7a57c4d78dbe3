// The content module's face: what the app and other modules may use.
export { contentRoutes } from './routes.ts';
export { announcementPage } from './announcements.ts';
