import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { zDomainRouteValue } from './domain-route.ts';
import { zRegisterSettingsValue } from './register-settings.ts';
import { zCountriesValue, zFooter, zStatusQuery, zStatusValue } from './status.ts';
import { zWhitelabelValue } from './whitelabel.ts';
import { systemApi as api } from './api.ts';

export const systemEndpoints = {
  status: endpoint(api.status, { query: zStatusQuery, response: zStatusValue }),
  footer: endpoint(api.footer, { response: zFooter }),
  countries: endpoint(api.countries, { response: zCountriesValue }),
  whitelabel: endpoint(api.whitelabel, { response: zWhitelabelValue }),
  registerSettings: endpoint(api.registerSettings, { response: zRegisterSettingsValue }),
  domainRoute: endpoint(api.domainRoute, { response: zDomainRouteValue }),
  health: endpoint(api.health, {
    response: z.object({ status: z.literal('ok'), engine: z.enum(['sqlite', 'postgres']) }),
  }),
} as const;
