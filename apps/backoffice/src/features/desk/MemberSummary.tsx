import type { ThreadValue } from '@lotto/contracts/support/chat';
import { useI18n } from '../../i18n/index.tsx';
import type { Caller } from '../../lib/api.ts';
import { formatDate, formatMoney, formatTime } from '../../lib/format.ts';
import { MessageForm } from './MessageForm.tsx';

/** What the agent sees of the member beside the conversation: VIP level, balance, last deposits, joined. */
export function MemberSummary({
  member,
  caller,
}: {
  member: ThreadValue['member'] | undefined;
  caller: Caller;
}) {
  const { t, lang } = useI18n();
  return (
    <aside className="panel summary" data-testid="bo-member-summary" aria-label={t('member.title')}>
      <h2>{t('member.title')}</h2>
      {!member ? (
        <p className="empty">{t('thread.loading')}</p>
      ) : (
        <>
          <dl className="facts">
            <div>
              <dt>{t('member.account')}</dt>
              <dd data-testid="bo-member-account">{member.account}</dd>
            </div>
            <div>
              <dt>{t('member.vip')}</dt>
              <dd data-testid="bo-member-vip">VIP {member.vipLevel}</dd>
            </div>
            <div>
              <dt>{t('member.balance')}</dt>
              <dd data-testid="bo-member-balance">{formatMoney(member.balance, member.currency)}</dd>
            </div>
            <div>
              <dt>{t('member.joined')}</dt>
              <dd>{formatDate(member.joinedAt, lang)}</dd>
            </div>
          </dl>
          <h3>{t('member.deposits')}</h3>
          {member.lastDeposits.length === 0 ? (
            <p className="empty">{t('member.deposits.none')}</p>
          ) : (
            <ul className="deposits">
              {member.lastDeposits.map((d, i) => (
                <li key={`${d.at}-${i}`}>
                  <span>{formatMoney(d.amount, member.currency)}</span>
                  <time className="muted">{formatTime(d.at, lang)}</time>
                </li>
              ))}
            </ul>
          )}
          <MessageForm key={member.account} caller={caller} account={member.account} />
        </>
      )}
    </aside>
  );
}
