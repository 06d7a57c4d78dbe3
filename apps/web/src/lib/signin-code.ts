import type { LoginValue } from '@lotto/contracts';
import { memberApi } from '@lotto/contracts/member/api';
import { ApiError, CLIENT_ERROR, apiSend, shape } from './api.ts';
import { currentSession, type SignIn } from './session.ts';
import { showToast } from './toast.ts';

/** The query parameter social sign-in comes back with: a single-use code, never a session token. */
export const SIGNIN_PARAM = 'signinCode';

const tried = new Map<string, Promise<SignIn | null>>();

/**
 * Trades the sign-in code of the address for the session to sign in with (the server checks it
 * was issued to this browser, through an HttpOnly cookie set when the sign-in started); null
 * when refused, with a message saying why. A visitor who is already signed in stays who they
 * are: the code is not used. Each code is tried once per page, however often the effect that
 * calls this runs.
 */
export function exchangeSignInCode(code: string): Promise<SignIn | null> {
  let once = tried.get(code);
  if (!once) {
    once = exchange(code);
    tried.set(code, once);
  }
  return once;
}

async function exchange(code: string): Promise<SignIn | null> {
  if (currentSession() !== null) {
    showToast('apiErrors.signin_session_active');
    return null;
  }
  try {
    const value = await apiSend(memberApi.signinCode, {
      body: { code },
      schema: shape<LoginValue>(),
    });
    return { token: value.token, isAgent: value.isAgent, account: value.userName, customerId: value.id };
  } catch (error) {
    const failed = error instanceof ApiError ? error.code : '';
    showToast(
      failed === CLIENT_ERROR.network
        ? 'errors.network'
        : failed === 'signin.session.active'
          ? 'apiErrors.signin_session_active'
          : 'apiErrors.signin_code_invalid',
    );
    return null;
  }
}
