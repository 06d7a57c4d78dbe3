// The help module's face (decision 031): the help centre, the brand's official contacts and the
// Verify Representative check, and members' feedback with the operator's replies.
export { helpModule, type HelpDeps, type HelpOperator } from './routes.ts';
export { searchTextOf } from './search-text.ts';
export { addOfficialContact, officialContacts, removeOfficialContact, VERIFY_PER_IP } from './contacts.ts';
export { normaliseHandle } from './handles.ts';
export { feedbackQueue, replyToFeedback, type FeedbackReplied } from './feedback.ts';
