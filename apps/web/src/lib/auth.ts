import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { IpVerificationMethod, LoginAnswer, LoginBody, LoginValue, PhoneProof } from '@lotto/contracts';
import { memberApi } from '@lotto/contracts/member/api';
import { ApiError, apiSend, newRequestId, shape } from './api.ts';
import { openModal } from './modals.ts';
import { useModuleOn } from './queries/whitelabel.ts';
import { forgetUsername, rememberUsername } from './remember.ts';
import { sendSealed } from './sealed.ts';
import { SESSION_KEYS, signIn, signOut } from './session.ts';
import { writeStorage } from './storage.ts';
import { createStore } from './store.ts';

/**
 * Signing in, shared by the header's inline form and the login modal (docs/product/accounts.md#login
 * success"). The state below is shared too: a failure in the header hands its username, error
 * and captcha demand over to the modal, which has room for the captcha image.
 */
export type LoginType = 'username' | 'sms';
export type PendingIpCheck = {
  ticket: string;
  methods: IpVerificationMethod[];
  maskedMobile?: string | undefined;
  maskedEmail?: string | undefined;
  phoneProof?: PhoneProof | undefined;
  type: LoginType;
  username: string;
  remember: boolean;
};
export type LoginState = {
  /** The server asked for the captcha (a failed login whose envelope said captcha: true). */
  captcha: boolean;
  username: string;
  error: ApiError | null;
  pending: PendingIpCheck | null;
};

const initial: LoginState = { captcha: false, username: '', error: null, pending: null };
const store = createStore<LoginState>(initial);
export const useLoginState = store.use;
const patch = (next: Partial<LoginState>) => store.set({ ...store.get(), ...next });
export const clearLoginError = () => patch({ error: null });

const asApiError = (error: unknown): ApiError =>
  error instanceof ApiError ? error : new ApiError('system.error', { message: String(error), status: 0 });

/**
 * Which dialog follows a login: the forced password change when the stored password is the
 * operator's default, or has expired while the brand enforces expiry (PWDEXPFORCECHANGE3);
 * never after an SMS login, which proves no password. Otherwise the after-login welcome.
 */
export const afterLoginStep = (
  value: Pick<LoginValue, 'defaultPassword' | 'passwordExpired'>,
  login: { type: LoginType; enforceExpiry: boolean },
): 'changeDefault' | 'changeExpired' | 'welcome' => {
  if (login.type === 'sms') return 'welcome';
  if (value.defaultPassword) return 'changeDefault';
  if (value.passwordExpired && login.enforceExpiry) return 'changeExpired';
  return 'welcome';
};

const isPending = (answer: LoginAnswer): answer is Extract<LoginAnswer, { verifyIp: unknown }> =>
  'verifyIp' in answer;

export type LoginOutcome = 'done' | 'pending' | 'failed';

type Finished = { value: LoginValue; type: LoginType; username: string; remember: boolean };

/**
 * A login that went through: the session starts, remember-me keeps or forgets the username, the
 * next dialog opens (the welcome, or a forced password change) and the page goes home.
 */
function useFinishLogin() {
  const navigate = useNavigate();
  const enforceExpiry = useModuleOn('PWDEXPFORCECHANGE3');
  return ({ value, type, username, remember }: Finished) => {
    signIn({
      token: value.token,
      isAgent: value.isAgent,
      account: value.userName,
      customerId: value.id,
      rememberUntil: value.remember ? value.expiresAt : undefined,
    });
    store.set(initial);
    if (type === 'username') {
      if (remember) rememberUsername(username);
      else forgetUsername();
    }
    const step = afterLoginStep(value, { type, enforceExpiry });
    if (step === 'welcome') {
      openModal('afterLoginModal', { firstLogin: value.firstTimeLogin });
    } else {
      writeStorage('session', {
        key: SESSION_KEYS.changePassword,
        value: step === 'changeDefault' ? 'default' : 'expired',
      });
      openModal('changePassModal');
    }
    void navigate('/');
  };
}

export function useLogin() {
  const finish = useFinishLogin();
  const state = useLoginState();
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<LoginOutcome>): Promise<LoginOutcome> => {
    setBusy(true);
    try {
      return await work();
    } catch (error) {
      const failure = asApiError(error);
      patch({ error: failure, ...(failure.facts.captcha ? { captcha: true } : {}) });
      return 'failed';
    } finally {
      setBusy(false);
    }
  };

  /** POST /wps/session/login; a new-IP check asks for one more proof first (LOGINIPVERF3). */
  const submit = (body: LoginBody & { type: LoginType }): Promise<LoginOutcome> =>
    run(async () => {
      const username = body.username ?? '';
      patch({ username, error: null });
      const answer = await sendSealed(memberApi.login, {
        body,
        schema: shape<LoginAnswer>(),
      });
      if (isPending(answer)) {
        patch({
          pending: { ...answer.verifyIp, type: body.type, username, remember: body.remember === true },
        });
        return 'pending';
      }
      finish({ value: answer, type: body.type, username, remember: body.remember === true });
      return 'done';
    });

  /** POST /wps/session/login/verify with the proof the member chose. */
  const verify = (method: IpVerificationMethod, answer: string): Promise<LoginOutcome> =>
    run(async () => {
      const pending = store.get().pending;
      if (!pending) return 'failed';
      const value = await apiSend(memberApi.loginVerify, {
        body: { ticket: pending.ticket, method, answer },
        schema: shape<LoginValue>(),
      }).catch((error: unknown) => {
        // A ticket gets one answer: after a refusal the member signs in again for a new one.
        patch({ pending: null });
        throw error;
      });
      finish({ value, type: pending.type, username: pending.username, remember: pending.remember });
      return 'done';
    });

  const cancelPending = () => patch({ pending: null });

  return { state, busy, submit, verify, cancelPending };
}

/** The free demo signs in to a play-money account (FREEPLAY3), then goes home (docs/product/accounts.md#free-demo). */
export async function freePlayLogin(): Promise<void> {
  const random = newRequestId();
  const value = await apiSend(memberApi.freeplay, {
    body: { platform: 'W', os: osName(navigator.userAgent), random },
    schema: shape<LoginValue>(),
    headers: { 'X-Gateway-Version': '3' },
  });
  signIn({ token: value.token, isAgent: value.isAgent, account: value.userName, customerId: value.id });
}

/** The visitor's operating system as a short name for the free-play call. */
export const osName = (userAgent: string): string => {
  if (/android/i.test(userAgent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'iOS';
  if (/windows/i.test(userAgent)) return 'Windows';
  if (/mac os/i.test(userAgent)) return 'MacOS';
  if (/linux/i.test(userAgent)) return 'Linux';
  return 'Other';
};

/** DELETE /wps/session/logout, then the local sign-out even when the call failed. */
export async function logout(): Promise<void> {
  await apiSend(memberApi.logout, { schema: shape<unknown>() }).catch(() => undefined);
  store.set(initial);
  signOut();
}
