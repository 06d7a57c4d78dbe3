/**
 * Remember-me on the login form (docs/product/accounts.md#remember-me): the last username stays in a cookie for one
 * day; unchecking clears it. The password is never stored: a remembered visit is kept signed in
 * by its one-day session token instead (lib/session.ts).
 */
export const REMEMBER_COOKIE = 'rememberUsername';
const ONE_DAY_SECONDS = 86_400;

/** The Set-Cookie string that keeps (or, with null, clears) the username. */
export const usernameCookie = (username: string | null, secure: boolean): string =>
  [
    `${REMEMBER_COOKIE}=${username === null ? '' : encodeURIComponent(username)}`,
    `Max-Age=${username === null ? 0 : ONE_DAY_SECONDS}`,
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');

/** A cookie's value from a `document.cookie` string. */
export const cookieValue = (cookies: string, name: string): string | null => {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    const value = rest.join('=');
    try {
      return value === '' ? null : decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return null;
};

const secure = () => window.location.protocol === 'https:';

export const rememberUsername = (username: string): void => {
  document.cookie = usernameCookie(username, secure());
};

export const forgetUsername = (): void => {
  document.cookie = usernameCookie(null, secure());
};

export const rememberedUsername = (): string | null => {
  try {
    return cookieValue(document.cookie, REMEMBER_COOKIE);
  } catch {
    return null;
  }
};
