import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { RegisterValue } from '@lotto/contracts';
import { memberApi } from '@lotto/contracts/member/api';
import { ApiError, apiSend, shape } from '../../../lib/api.ts';
import { fieldIssues } from '../../../lib/api-errors.ts';
import { humanCheck } from '../../../lib/human-check.ts';
import type { LinkCodes } from '../../../lib/link-codes.ts';
import { openModal } from '../../../lib/modals.ts';
import { sendSealed } from '../../../lib/sealed.ts';
import { signIn } from '../../../lib/session.ts';
import type { Problems } from '../rules.ts';
import type { FieldSpec, FormField, RegisterKind } from './fields.ts';

const ROUTE = {
  register: memberApi.register,
  registerMobile: memberApi.registerMobile,
} satisfies Record<RegisterKind, unknown>;

/** Passwords are sent as typed; every other text without surrounding spaces. */
const RAW = new Set<FormField>(['password', 'confirmPassword', 'paymentPassword']);

export type RegisterInput = {
  kind: RegisterKind;
  specs: FieldSpec[];
  values: Partial<Record<FormField, string>>;
  countryDialingCode: string;
  captchaKey: string | undefined;
  link: LinkCodes;
  /** The affiliate code to check and send: the link's, or the field's once that shows. */
  affiliateCode: string;
};

/**
 * The registration flow (docs/product/accounts.md#registration): resolve the affiliate code (a refused one stops with
 * the invitation_code_error warning), pass the human check, send the register call with the
 * fields the spec adds, then sign in and show the generated account (mobile) or the success.
 */
export function useRegister(onAffiliateRefused: () => void) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [warned, setWarned] = useState(false);
  // A refused referral code of the link is not sent again (the member cannot edit it).
  const [dropReferral, setDropReferral] = useState(false);

  const submit = async (input: RegisterInput): Promise<Problems | null> => {
    setBusy(true);
    setError(null);
    try {
      const domain = window.location.host;
      if (input.affiliateCode) {
        try {
          await apiSend(memberApi.affiliate, {
            body: { code: input.affiliateCode, domain },
            schema: shape<unknown>(),
          });
        } catch (refusal) {
          if (!(refusal instanceof ApiError) || refusal.code !== 'invitation_code_error') throw refusal;
          setWarned(true);
          onAffiliateRefused();
          return null;
        }
      }
      const fields = Object.fromEntries(
        input.specs.flatMap(({ name }) => {
          const v = input.values[name] ?? '';
          const sent = RAW.has(name) ? v : v.trim();
          return sent === '' || name === 'affiliateCode' ? [] : [[name, sent]];
        }),
      );
      const hasMobile = input.specs.some((s) => s.name === 'mobileNum') && fields.mobileNum !== undefined;
      const body = {
        ...fields,
        ...(hasMobile ? { countryDialingCode: input.countryDialingCode } : {}),
        ...(fields.captcha !== undefined ? { captchaKey: input.captchaKey } : {}),
        ...(input.affiliateCode ? { affiliateCode: input.affiliateCode } : {}),
        ...(input.link.referralCode && !dropReferral ? { referralCode: input.link.referralCode } : {}),
        registerUrl: window.location.href,
        registerMethod: 'WEB',
        domain,
        login: true,
        ageConfirmed: true,
        termsAccepted: true,
        humanCheck: await humanCheck(),
      };
      const value = await sendSealed(ROUTE[input.kind], {
        body,
        schema: shape<RegisterValue>(),
      });
      if (value.token)
        signIn({ token: value.token, isAgent: value.isAgent, account: value.account, customerId: value.id });
      void navigate('/');
      // Mobile registration first shows the generated account number, then the success.
      if (input.kind === 'registerMobile') openModal('mobileAccountModal', { account: value.account });
      else openModal('registerSuccessModal');
      return null;
    } catch (failure) {
      // A refused invitation code is a warning with OK, and registration stops (docs/product/accounts.md#invitation-codes).
      if (failure instanceof ApiError && failure.code === 'invitation_code_error') {
        setWarned(true);
        if (input.link.referralCode) setDropReferral(true);
        return {};
      }
      setError(failure);
      return fieldIssues(failure);
    } finally {
      setBusy(false);
    }
  };

  return { submit, busy, error, warned, closeWarning: () => setWarned(false) };
}
