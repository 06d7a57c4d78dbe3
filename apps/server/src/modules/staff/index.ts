// The staff module's face: the operator's staff accounts (support console), decision 033.
export {
  createStaff,
  requireStaff,
  resolveStaff,
  setStaffDisabled,
  staffNames,
  STAFF_SESSION_HOURS,
  STAFF_SIGNIN_LIMIT,
  type SignedStaff,
  type StaffDeps,
} from './accounts.ts';
export { staffRoutes } from './routes.ts';
export { staffMessageRoute } from './message-route.ts';
