import { useQuery } from '@tanstack/react-query';
import type { CountriesValue, FieldSetting, RegisterField } from '@lotto/contracts';
import { systemApi } from '@lotto/contracts/system/api';
import { apiGet, shape } from '../api.ts';

export type RegisterSettings = Partial<Record<RegisterField, FieldSetting>>;

/** Per-field rules of the brand's registration form (docs/product/content-and-system.md#register-settings-call), also used by the password forms. */
export const useRegisterSettings = () =>
  useQuery({
    queryKey: ['system', 'setting', 'register'],
    queryFn: ({ signal }) =>
      apiGet(systemApi.registerSettings, { schema: shape<RegisterSettings>(), signal }),
    staleTime: 5 * 60_000,
  });

/** The country dial-code list of the phone fields. */
export const useCountries = () =>
  useQuery({
    queryKey: ['system', 'countries'],
    queryFn: ({ signal }) => apiGet(systemApi.countries, { schema: shape<CountriesValue>(), signal }),
    staleTime: 30 * 60_000,
  });
