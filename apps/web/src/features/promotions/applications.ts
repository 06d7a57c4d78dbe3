import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Application, ApplicationsValue } from '@lotto/contracts';
import { promoApi } from '@lotto/contracts/promo/api';
import { useLangCode } from '../../i18n/useLangCode.ts';
import { apiForm, apiGet, shape } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';

/** GET /wps/member/applications: the member's applications, newest first. */
export const useApplications = () => {
  const token = useSession()?.token;
  const lang = useLangCode();
  return useQuery({
    queryKey: ['promo', 'applications', token, lang],
    queryFn: ({ signal }) => apiGet(promoApi.applications, { schema: shape<ApplicationsValue>(), signal }),
    enabled: token !== undefined,
    staleTime: 0,
    retry: false,
  });
};

export const useAfterApply = () => {
  const client = useQueryClient();
  return () =>
    Promise.all(
      (['applications', 'list', 'one'] as const).map((k) =>
        client.invalidateQueries({ queryKey: ['promo', k] }),
      ),
    );
};

/** POST /wps/promotions/:id/apply as multipart/form-data (as the withdrawal receipt sends its proofs). */
export const applyToPromotion = (id: number, { remark, images }: { remark: string; images: File[] }) => {
  const form = new FormData();
  form.append('remark', remark.trim());
  for (const file of images) form.append('images', file, file.name);
  return apiForm(promoApi.apply, { params: { id: String(id) }, body: form, schema: shape<Application>() });
};
