import { z } from 'zod';
import { MAX_ID } from '../common/envelope.ts';
import { PRIZE_MODE_IDS } from '../lottery/odds.ts';

/** The prize modes a downline's series is chosen in: every mode of the lottery. */
const zPrizeMode = z.enum(PRIZE_MODE_IDS);

/**
 * A downline's lottery prize series per prize mode: each at most the agent's own and at least
 * the brand's floor. A mode left out starts where any new member does (the brand's default, or
 * the agent's own when that is lower).
 */
export const zDownlineSeries = z.partialRecord(zPrizeMode, z.number().int().min(0).max(9999));
export type DownlineSeries = z.infer<typeof zDownlineSeries>;

/** What an invitation or a direct account makes: a player, or an agent with its own team. */
export const zDownlineKind = z.enum(['member', 'agent']);
export type DownlineKind = z.infer<typeof zDownlineKind>;

/** POST /wps/agent/downlines: the agent opens an account directly under itself. */
export const zCreateDownlineBody = z.strictObject({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  kind: zDownlineKind,
  series: zDownlineSeries.default({}),
});
export type CreateDownlineBody = z.input<typeof zCreateDownlineBody>;

export const zCreateDownlineValue = z.object({
  id: z.number().int(),
  username: z.string(),
  kind: zDownlineKind,
  series: z.record(z.string(), z.number().int()),
});
export type CreateDownlineValue = z.infer<typeof zCreateDownlineValue>;

/** An invitation link's code and what a registration through it becomes. */
export const zInvitation = z.object({
  id: z.number().int(),
  /** Added to the site's address as `?aff=<code>`. */
  code: z.string(),
  kind: zDownlineKind,
  series: zDownlineSeries,
  /** Accounts registered through it. */
  registrations: z.number().int(),
  createdAt: z.number().int(),
});
export type Invitation = z.infer<typeof zInvitation>;

/** GET /wps/agent/invitations: the agent's links, newest first, and its own series. */
export const zInvitationsValue = z.object({
  list: z.array(zInvitation),
  /** The agent's own series per prize mode: the most a downline may have. */
  ownSeries: z.record(z.string(), z.number().int()),
  /** The brand's lowest series per prize mode. */
  floors: z.record(z.string(), z.number().int()),
  /** How many links an agent may keep. */
  limit: z.number().int(),
});
export type InvitationsValue = z.infer<typeof zInvitationsValue>;

/** POST /wps/agent/invitations. */
export const zCreateInvitationBody = z.strictObject({
  kind: zDownlineKind,
  series: zDownlineSeries.default({}),
});
export type CreateInvitationBody = z.input<typeof zCreateInvitationBody>;

/** DELETE /wps/agent/invitations/:id. */
export const zInvitationParams = z.strictObject({ id: z.coerce.number().int().positive().max(MAX_ID) });

/** GET /wps/agent/team/members/:id/series: a team member's series and what bounds a change. */
export const zMemberSeriesValue = z.object({
  username: z.string(),
  /** Its series per prize mode. */
  series: z.record(z.string(), z.number().int()),
  /** Only its direct upline may change it: whether that is the asking agent. */
  canSet: z.boolean(),
  /** The highest it may be set to per mode: the asking agent's own series. */
  max: z.record(z.string(), z.number().int()),
  /** The brand's lowest per mode. */
  floors: z.record(z.string(), z.number().int()),
});
export type MemberSeriesValue = z.infer<typeof zMemberSeriesValue>;
