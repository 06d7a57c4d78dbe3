import { useState, type FormEvent } from 'react';
import { staffApi } from '@lotto/contracts/support/api';
import { useI18n } from '../../i18n/index.tsx';
import { call, type Caller } from '../../lib/api.ts';
import { useErrorText } from '../../lib/errors.ts';

/** A platform message to the member of the open conversation (it lands in the member's messages). */
export function MessageForm({ caller, account }: { caller: Caller; account: string }) {
  const { t } = useI18n();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  if (!open)
    return (
      <button type="button" className="btn" onClick={() => setOpen(true)} data-testid="bo-notify-open">
        {t('notify.open')}
      </button>
    );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setNote(null);
    try {
      await call(staffApi.message, { caller, body: { to: 'member', account, title, body } });
      setTitle('');
      setBody('');
      setNote({ ok: true, text: t('notify.sent') });
    } catch (err) {
      setNote({ ok: false, text: errorText(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="notify" onSubmit={(e) => void submit(e)} data-testid="bo-notify">
      <label>
        {t('notify.title')}
        <input value={title} maxLength={100} required onChange={(e) => setTitle(e.target.value)} />
      </label>
      <label>
        {t('notify.body')}
        <textarea value={body} maxLength={2000} rows={3} required onChange={(e) => setBody(e.target.value)} />
      </label>
      {note && (
        <p className={note.ok ? 'muted' : 'error'} role={note.ok ? 'status' : 'alert'}>
          {note.text}
        </p>
      )}
      <div className="notify__actions">
        <button type="button" className="btn btn--ghost" onClick={() => setOpen(false)}>
          {t('notify.cancel')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={busy} data-testid="bo-notify-send">
          {t('notify.send')}
        </button>
      </div>
    </form>
  );
}
