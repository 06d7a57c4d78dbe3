import { endpoint } from '../common/endpoint.ts';
import { helpApi as api } from './api.ts';
import { zHelpCentreQuery, zHelpCentreValue } from './help-centre.ts';

export const helpEndpoints = {
  centre: endpoint(api.centre, { query: zHelpCentreQuery, response: zHelpCentreValue }),
} as const;
