import { staffEndpoints } from '@lotto/contracts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import type { App } from '../../lib/http.ts';
import { requireStaff, signInStaff, signOutStaff, type StaffDeps } from './accounts.ts';

const tags = ['backoffice'];
const noStore = { 'cache-control': 'no-store' };

/** The support console's sign-in: password and authenticator code, then a bearer token. */
export function staffRoutes(app: App, deps: StaffDeps) {
  const { db } = deps;
  serve(app, {
    endpoint: staffEndpoints.signIn,
    schema: { tags, summary: 'Signs a staff member in with username, password and the authenticator code' },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      return ok(await signInStaff(deps, { merchantId: req.brand.id, ip: req.ip, ...req.body }));
    },
  });
  serve(app, {
    endpoint: staffEndpoints.signOut,
    schema: { tags, summary: "Ends the staff member's session" },
    handler: async (req) => {
      await signOutStaff(db, await requireStaff(db, { req }));
      return ok(null);
    },
  });
  serve(app, {
    endpoint: staffEndpoints.me,
    schema: { tags, summary: 'The signed-in staff member' },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      const { id, username, role } = await requireStaff(db, { req });
      return ok({ id, username, role });
    },
  });
}
