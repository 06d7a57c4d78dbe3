import { endpoint } from '../common/endpoint.ts';
import { zAnnouncementsQuery, zAnnouncementsValue } from './announcements.ts';
import { contentApi as api } from './api.ts';

export const contentEndpoints = {
  announcements: endpoint(api.announcements, { query: zAnnouncementsQuery, response: zAnnouncementsValue }),
} as const;
