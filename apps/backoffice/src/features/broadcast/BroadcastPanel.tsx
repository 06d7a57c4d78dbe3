import { useState, type FormEvent } from 'react';
import { staffApi } from '@lotto/contracts/support/api';
import type { StaffMessageBody } from '@lotto/contracts/support/chat';
import { useI18n, type I18n, type MessageKey } from '../../i18n/index.tsx';
import { ApiError, call, type Caller } from '../../lib/api.ts';
import { useErrorText } from '../../lib/errors.ts';

type Audience = 'brand' | 'vip' | 'team';
const AUDIENCES: { value: Audience; label: MessageKey }[] = [
  { value: 'brand', label: 'broadcast.to.brand' },
  { value: 'vip', label: 'broadcast.to.vip' },
  { value: 'team', label: 'broadcast.to.team' },
];

/**
 * An admin's platform message to many members at once: the whole brand, members at or above a
 * VIP level, or an agent and everyone under it. It lands in each member's messages, and the
 * pages members have open show the new unread count at once.
 */
export function BroadcastPanel({ caller, onClose }: { caller: Caller; onClose: () => void }) {
  const { t } = useI18n();
  const errorText = useErrorText();
  const audienceState = useAudience();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  // a note about the last send, shown while the audience is the one it was about
  const [sent, setNote] = useState<{ ok: boolean; text: string; to: Audience } | null>(null);
  const note = sent?.to === audienceState.to ? sent : null;

  // the one refusal the console words itself: a team whose agent is not there
  const failure = (err: unknown) =>
    audienceState.to === 'team' && err instanceof ApiError && err.code === 'request.invalid'
      ? t('broadcast.account.unknown')
      : errorText(err);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setNote(null);
    try {
      await call(staffApi.message, { caller, body: audienceState.message({ title, body }) });
      setNote({ ok: true, text: audienceState.sentText(t), to: audienceState.to });
      setTitle('');
      setBody('');
    } catch (err) {
      setNote({ ok: false, text: failure(err), to: audienceState.to });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel broadcast" aria-labelledby="broadcast-title" data-testid="bo-broadcast">
      <PanelHead onClose={onClose} />
      <form className="notify" onSubmit={(e) => void submit(e)}>
        <AudienceFields audience={audienceState} />
        <label>
          {t('notify.title')}
          <input
            value={title}
            maxLength={100}
            required
            onChange={(e) => setTitle(e.target.value)}
            data-testid="bo-broadcast-subject"
          />
        </label>
        <label>
          {t('notify.body')}
          <textarea
            value={body}
            maxLength={2000}
            rows={6}
            required
            onChange={(e) => setBody(e.target.value)}
            data-testid="bo-broadcast-body"
          />
        </label>
        {note && (
          <p
            className={note.ok ? 'muted' : 'error'}
            role={note.ok ? 'status' : 'alert'}
            data-testid="bo-broadcast-note"
          >
            {note.text}
          </p>
        )}
        <div className="notify__actions">
          <button type="submit" className="btn btn--primary" disabled={busy} data-testid="bo-broadcast-send">
            {t('notify.send')}
          </button>
        </div>
      </form>
    </section>
  );
}

function useAudience() {
  const [to, setTo] = useState<Audience>('brand');
  const [level, setLevel] = useState('1');
  const [account, setAccount] = useState('');
  /** The message's request body for this audience. */
  const message = (text: { title: string; body: string }): StaffMessageBody =>
    to === 'vip'
      ? { to, minLevel: Number(level), ...text }
      : to === 'team'
        ? { to, account: account.trim(), ...text }
        : { to, ...text };
  /** What the console says once it is sent. */
  const sentText = (t: I18n['t']) =>
    to === 'vip'
      ? t('broadcast.sent.vip', { level })
      : to === 'team'
        ? t('broadcast.sent.team', { account: account.trim() })
        : t('broadcast.sent.brand');
  return { to, setTo, level, setLevel, account, setAccount, message, sentText };
}

/** Who the message is for: the brand, a VIP level and above, or an agent's team. */
function AudienceFields({ audience }: { audience: ReturnType<typeof useAudience> }) {
  const { t } = useI18n();
  const { to, setTo, level, setLevel, account, setAccount } = audience;
  return (
    <>
      <fieldset className="broadcast__to">
        <legend>{t('broadcast.to')}</legend>
        {AUDIENCES.map((a) => (
          <label key={a.value} className="broadcast__choice">
            <input
              type="radio"
              name="to"
              value={a.value}
              checked={to === a.value}
              onChange={() => setTo(a.value)}
              data-testid={`bo-broadcast-to-${a.value}`}
            />
            {t(a.label)}
          </label>
        ))}
      </fieldset>
      {to === 'vip' && (
        <label>
          {t('broadcast.level')}
          <input
            type="number"
            min={0}
            max={50}
            required
            value={level}
            onChange={(e) => setLevel(e.target.value)}
            data-testid="bo-broadcast-level"
          />
        </label>
      )}
      {to === 'team' && (
        <label>
          {t('broadcast.account')}
          <input
            required
            maxLength={40}
            value={account}
            onChange={(e) => setAccount(e.target.value)}
            data-testid="bo-broadcast-account"
          />
        </label>
      )}
    </>
  );
}

function PanelHead({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  return (
    <>
      <div className="broadcast__head">
        <h2 id="broadcast-title">{t('broadcast.title')}</h2>
        <button type="button" className="btn btn--ghost" onClick={onClose} data-testid="bo-broadcast-close">
          {t('broadcast.back')}
        </button>
      </div>
      <p className="muted">{t('broadcast.lead')}</p>
    </>
  );
}
