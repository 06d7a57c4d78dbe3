import { endpoint } from '../common/endpoint.ts';
import { helpApi as api } from './api.ts';
import { zHelpCentreQuery, zHelpCentreValue } from './help-centre.ts';
import { zVerifyRepresentativeBody, zVerifyRepresentativeValue } from './verify.ts';

export const helpEndpoints = {
  centre: endpoint(api.centre, { query: zHelpCentreQuery, response: zHelpCentreValue }),
  verifyRepresentative: endpoint(api.verifyRepresentative, {
    body: zVerifyRepresentativeBody,
    response: zVerifyRepresentativeValue,
  }),
} as const;
