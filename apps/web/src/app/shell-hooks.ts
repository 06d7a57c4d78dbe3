import { useEffect, useLayoutEffect } from 'react';
import type { SetURLSearchParams } from 'react-router';
import type { StatusValue } from '@lotto/contracts';
import { memberApi } from '@lotto/contracts/member/api';
import { applyBrandLanguages } from '../i18n/index.ts';
import { useLangCode } from '../i18n/useLangCode.ts';
import { apiSend, shape } from '../lib/api.ts';
import { captureLinkCodes } from '../lib/link-codes.ts';
import { isModalName, openModal } from '../lib/modals.ts';
import { signIn } from '../lib/session.ts';
import { exchangeSignInCode, SIGNIN_PARAM } from '../lib/signin-code.ts';

/**
 * What the shell does besides drawing the page: hands the first frame over from index.html's
 * static header, follows the brand's languages, and acts on what the address brings (a social
 * sign-in code, an affiliate link, a modal to open).
 */

type Address = { params: URLSearchParams; setParams: SetURLSearchParams };

/**
 * index.html's static header stays until this first real frame replaces it (no blank page while
 * the scripts and the status load).
 */
export function useBootHandOver(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) document.getElementById('boot')?.remove();
  }, [ready]);
}

/** The brand's languages apply; a logged-in member's language choice is saved on the server too (docs/product/shell-and-routes.md#theme-and-language). */
export function useLanguages(brand: StatusValue['info']['whitelabel'] | undefined, signedIn: boolean): void {
  useEffect(() => {
    if (brand) void applyBrandLanguages(brand.supportLanguages, brand.defaultLang);
  }, [brand]);
  const lang = useLangCode();
  useEffect(() => {
    if (signedIn)
      void apiSend(memberApi.language, {
        body: { language: lang },
        schema: shape<unknown>(),
      }).catch(() => undefined);
  }, [lang, signedIn]);
}

/**
 * With systemStatus 0 the way back from social sign-in signs in first; the code leaves the
 * address in the same update that signs in (a session token never travels in a link).
 */
export function useSignInCode(open: boolean, { params, setParams }: Address): void {
  const signinCode = params.get(SIGNIN_PARAM);
  useEffect(() => {
    if (!signinCode || !open) return;
    void exchangeSignInCode(signinCode).then((signedInAs) => {
      params.delete(SIGNIN_PARAM);
      setParams(params, { replace: true });
      if (signedInAs) signIn(signedInAs);
    });
  }, [signinCode, open, params, setParams]);
}

/**
 * An affiliate or referral link is kept for the visit, whichever page it lands on; deep links such
 * as /?modal=noticeModal (from a banner, a message or a campaign) open a modal.
 */
export function useAddressLinks({ params, setParams }: Address): void {
  useEffect(() => captureLinkCodes(params), [params]);
  const linkedModal = params.get('modal');
  useEffect(() => {
    if (!isModalName(linkedModal)) return;
    openModal(linkedModal, {
      url: params.get('url') ?? undefined,
      token: linkedModal === 'resetPassword' ? (params.get('token') ?? undefined) : undefined,
    });
    for (const key of ['modal', 'url', ...(linkedModal === 'resetPassword' ? ['token'] : [])])
      params.delete(key);
    setParams(params, { replace: true });
  }, [linkedModal, params, setParams]);
}
