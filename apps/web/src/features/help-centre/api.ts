import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  ContactKind,
  Feedback,
  FeedbackListValue,
  HelpCentreValue,
  VerifyRepresentativeValue,
} from '@lotto/contracts';
import { helpApi } from '@lotto/contracts/help/api';
import { useLangCode } from '../../i18n/useLangCode.ts';
import { apiForm, apiGet, apiSend, shape } from '../../lib/api.ts';

/** Where the reader is in the help centre: a deep link's topic and a search. */
export type HelpPlace = { topic?: string | undefined; q?: string | undefined };

/** GET /wps/system/helpCenter: the centre, one topic, or what a search finds (server-side). */
export const useHelpCentre = ({ topic, q }: HelpPlace) => {
  const lang = useLangCode();
  return useQuery({
    queryKey: ['help', 'centre', lang, topic ?? '', q ?? ''],
    queryFn: ({ signal }) =>
      apiGet(helpApi.centre, {
        schema: shape<HelpCentreValue>(),
        query: { ...(topic ? { topic } : {}), ...(q ? { q } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
};

/** POST /wps/system/verifyRepresentative: is this handle one of the brand's staff? */
export const verifyRepresentative = (body: { kind: ContactKind; handle: string }) =>
  apiSend(helpApi.verifyRepresentative, { body, schema: shape<VerifyRepresentativeValue>() });

/** GET /wps/feedback: the member's feedback with replies, and the form's rules. */
export const useMyFeedback = (signedIn: boolean) =>
  useQuery({
    queryKey: ['help', 'feedback'],
    queryFn: ({ signal }) => apiGet(helpApi.myFeedback, { schema: shape<FeedbackListValue>(), signal }),
    enabled: signedIn,
    staleTime: 0,
    retry: false,
  });

/** PUT /wps/feedback as multipart/form-data: category, content and up to 3 images. */
export const sendFeedback = ({
  category,
  content,
  images,
}: {
  category: string;
  content: string;
  images: File[];
}) => {
  const form = new FormData();
  form.append('category', category);
  form.append('content', content.trim());
  for (const file of images) form.append('images', file, file.name);
  return apiForm(helpApi.sendFeedback, { body: form, schema: shape<Feedback>() });
};
