import { route } from '../common/endpoint.ts';

/** Routes of the brand's banners and announcements (schemas: ./endpoints.ts). */
export const contentApi = {
  announcements: route('GET', '/wps/relay/MCSFE_getListAnnouncements'),
} as const;
