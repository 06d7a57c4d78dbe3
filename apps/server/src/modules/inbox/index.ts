// The inbox module's face: platform messages (INBOX3, decision 030): the member's routes, the
// system and operator senders, the unread count, and the system events that become messages.
export { inboxModule } from './routes.ts';
export {
  createInbox,
  systemNotices,
  unreadCount,
  type Inbox,
  type MoneyEvent,
  type SystemNotices,
} from './inbox.ts';
export { sendMessage, sendOperatorMessage, type Audience, type SystemMessage } from './send.ts';
