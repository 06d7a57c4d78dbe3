import type { App } from '../../lib/http.ts';
import type { IdentityDeps } from './deps.ts';
import { memberRoutes } from './member-routes.ts';
import { passwordRoutes } from './password-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { verificationRoutes } from './verification-routes.ts';

export { AVATARS } from './route-kit.ts';

/** Accounts: sign-in, registration, verification codes, passwords and member info (issue 4). */
export function identityRoutes(app: App, deps: IdentityDeps) {
  verificationRoutes(app, deps);
  sessionRoutes(app, deps);
  memberRoutes(app, deps);
  passwordRoutes(app, deps);
}
