import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { helpApi as api } from './api.ts';
import { zFeedback, zFeedbackListValue } from './feedback.ts';
import { zHelpCentreQuery, zHelpCentreValue } from './help-centre.ts';
import { zVerifyRepresentativeBody, zVerifyRepresentativeValue } from './verify.ts';

export const helpEndpoints = {
  centre: endpoint(api.centre, { query: zHelpCentreQuery, response: zHelpCentreValue }),
  verifyRepresentative: endpoint(api.verifyRepresentative, {
    body: zVerifyRepresentativeBody,
    response: zVerifyRepresentativeValue,
  }),
  sendFeedback: endpoint(api.sendFeedback, {
    body: z
      .any()
      .describe(
        "multipart/form-data: fields category and content (at most 140 characters, within the brand's word bounds), files images (0 to 3, png or jpg, 5 MB each)",
      ),
    consumes: ['multipart/form-data'],
    response: zFeedback,
  }),
  myFeedback: endpoint(api.myFeedback, { response: zFeedbackListValue }),
} as const;
