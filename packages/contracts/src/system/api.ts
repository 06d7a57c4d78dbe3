import { route } from '../common/endpoint.ts';

/** Routes of the site's settings and the process's health (schemas: ./endpoints.ts). */
export const systemApi = {
  status: route('GET', '/wps/system/status'),
  footer: route('GET', '/wps/system/footer'),
  countries: route('GET', '/wps/system/countries'),
  whitelabel: route('GET', '/wps/system/whitelabel'),
  registerSettings: route('GET', '/wps/system/setting/register'),
  domainRoute: route('GET', '/wps/system/domainRoute'),
  health: route('GET', '/healthz'),
} as const;
