import { route } from '../common/endpoint.ts';

/**
 * Routes of the help centre, the Verify Representative check and feedback (FEEDBACK3; schemas:
 * ./endpoints.ts): plain data, so the web builds their URLs without loading the schema library.
 */
export const helpApi = {
  centre: route('GET', '/wps/system/helpCenter'),
  verifyRepresentative: route('POST', '/wps/system/verifyRepresentative'),
  sendFeedback: route('PUT', '/wps/feedback'),
  myFeedback: route('GET', '/wps/feedback'),
} as const;
