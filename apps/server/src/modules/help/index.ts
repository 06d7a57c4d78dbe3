// The help module's face (decision 031): the help centre, the brand's official contacts and the
// Verify Representative check, and members' feedback with the operator's replies.
export { helpModule, type HelpDeps } from './routes.ts';
export { searchTextOf } from './search-text.ts';
