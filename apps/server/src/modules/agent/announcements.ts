// agentAnnouncement: what the brand's operators post for its agents.
import type { Kysely } from 'kysely';
import type { AgentAnnouncementsValue } from '@lotto/contracts/agent/announcements';
import type { Database } from '../../db/schema.ts';
import type { Brand } from '../brand/index.ts';
import { announcementPage } from '../content/index.ts';
import { requireSwitch } from './centre.ts';

/**
 * The brand's announcements for agents (AGEANNOUNCE3), newest first. Only those written for
 * agents: the announcements for everyone reach agents on the site itself, as they reach players.
 */
export async function agentAnnouncements(
  deps: { db: Kysely<Database> },
  q: { brand: Brand; lang: string; pageNo: number; pageSize: number },
): Promise<AgentAnnouncementsValue> {
  requireSwitch(q.brand, ['AGEANNOUNCE3']);
  return announcementPage(deps.db, { ...q, audience: 'agents' });
}
