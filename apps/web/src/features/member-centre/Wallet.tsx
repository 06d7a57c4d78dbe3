import type { TFunction } from 'i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api-errors.ts';
import { centsText, formatMoney, parseAmount, toCents } from '../../lib/money.ts';
import { useBalance } from '../../lib/queries/member.ts';
import { PlayMoneyTag } from '../../ui/PlayMoneyTag.tsx';
import { useSession } from '../../lib/session.ts';
import { useMerchantWallets, walletTransfer, type MerchantWallets } from './api.ts';
import { AmountField, FormEnd } from './Field.tsx';
import { QueryStatus } from '../../ui/QueryStatus.tsx';
import { useKeyedSubmit } from './submit.ts';

/** accountTypeId of the main wallet (docs/product/wallet.md#wallets-and-balance). */
const MAIN_WALLET = 2;
const MAIN = 'main';

/** One side of a transfer: a wallet, each shown with what it holds. */
function WalletSelect({
  id,
  side,
  value,
  wallets,
  onChoose,
}: {
  id: string;
  side: 'from' | 'to';
  value: string;
  wallets: { names: Map<string, string>; held: Map<string, string> };
  onChoose: (code: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mc-field" data-field={side}>
      <label className="mc-field__label" htmlFor={`${id}-${side}`}>
        {t(side === 'from' ? 'memberCentre.wallet.from' : 'memberCentre.wallet.to')}
      </label>
      <select
        id={`${id}-${side}`}
        className="text-input mc-input"
        value={value}
        onChange={(e) => onChoose(e.target.value)}
      >
        {[...wallets.names].map(([code, name]) => (
          <option key={code} value={code}>
            {name} ({formatMoney(wallets.held.get(code) ?? '0')})
          </option>
        ))}
      </select>
    </div>
  );
}

/** Each wallet of the brand and what it holds. */
function VendorWallets({ names, held }: { names: Map<string, string>; held: Map<string, string> }) {
  return (
    <ul className="mc-wallets" data-testid="vendor-wallets">
      {[...names].map(([code, name]) => (
        <li key={code} data-wallet={code}>
          <span>{name}</span>
          <span className="mc-num">{formatMoney(held.get(code) ?? '0')}</span>
        </li>
      ))}
    </ul>
  );
}

/** What is wrong with the amount: none, not an amount, more than the wallet holds. */
function amountProblem(t: TFunction, form: { text: string; held: string }) {
  const amount = parseAmount(form.text);
  if (form.text.trim() === '') return t('reg_required');
  if (amount === null || amount <= 0n) return t('memberCentre.deposit.invalid');
  if (amount > toCents(form.held)) return t('apiErrors.wallet_insufficient_funds');
  return null;
}

/** The two sides of a transfer: choosing a vendor on one side puts the main wallet on the other. */
function useSides(wallets: MerchantWallets) {
  const [from, setFrom] = useState(MAIN);
  const [to, setTo] = useState(wallets.wallets[0]?.code ?? MAIN);
  const choose = (side: 'from' | 'to', code: string) => {
    const other = code === MAIN ? (wallets.wallets[0]?.code ?? MAIN) : MAIN;
    if (side === 'from') {
      setFrom(code);
      if (code === MAIN ? to === MAIN : true) setTo(other);
    } else {
      setTo(code);
      if (code === MAIN ? from === MAIN : true) setFrom(other);
    }
  };
  return { from, to, choose };
}

/**
 * Moves money between the main wallet and a vendor wallet (GCS_walletTransfer), on brands that
 * keep a wallet per vendor. One side is always the main wallet.
 */
function WalletTransfer({ wallets }: { wallets: MerchantWallets }) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const token = useSession()?.token;
  const { from, to, choose } = useSides(wallets);
  const [text, setText] = useState('');
  const [shown, setShown] = useState(false);
  const { busy, error, setError, send } = useKeyedSubmit();
  const [done, setDone] = useState(false);
  const names = new Map([
    [MAIN, t('memberCentre.wallet.main')],
    ...wallets.wallets.map((w) => [w.code, w.name] as const),
  ]);
  const held = new Map([
    [MAIN, wallets.mainBalance ?? '0.00'],
    ...wallets.wallets.map((w) => [w.code, w.balance ?? '0.00'] as const),
  ]);
  const amount = parseAmount(text);
  const problem = amountProblem(t, { text, held: held.get(from) ?? '0' });
  const side = (s: 'from' | 'to') => (code: string) => {
    choose(s, code);
    setError(null);
    setDone(false);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (problem || amount === null) return;
    const outcome = await send((requestId) =>
      walletTransfer({ from, to, amount: centsText(amount), requestId }),
    );
    if (!outcome?.ok) return;
    client.setQueryData(['wallet', 'balance', token], outcome.value);
    await client.invalidateQueries({ queryKey: ['wallet', 'merchant'] });
    setDone(true);
    setText('');
    setShown(false);
  };
  return (
    <form
      className="mc-card mc-form"
      noValidate
      onSubmit={(e) => void submit(e)}
      data-testid="wallet-transfer"
    >
      <h4 className="mc-subtitle">{t('memberCentre.wallet.transfer')}</h4>
      <VendorWallets names={names} held={held} />
      <WalletSelect id={id} side="from" value={from} wallets={{ names, held }} onChoose={side('from')} />
      <WalletSelect id={id} side="to" value={to} wallets={{ names, held }} onChoose={side('to')} />
      <AmountField
        id={`${id}-amount`}
        value={text}
        problem={shown ? problem : null}
        onChange={(value) => {
          setText(value);
          setError(null);
          setDone(false);
        }}
      />
      <FormEnd
        error={error !== null ? errorText(t, error) : null}
        status={done && <p role="status">{t('memberCentre.wallet.transferred')}</p>}
        busy={busy}
        testId="wallet-transfer-submit"
      >
        {t('memberCentre.wallet.transferSubmit')}
      </FormEnd>
    </form>
  );
}

/**
 * Wallet (transferFund): the total and each wallet's available balance, from the header's
 * balance query (kept live by lib/live-balance.ts), with a refresh; on multi-wallet brands,
 * transfers between the main wallet and the vendor wallets.
 */
export function Wallet() {
  const { t } = useTranslation();
  const balance = useBalance();
  const merchant = useMerchantWallets();
  const b = balance.data;
  return (
    <div className="mc-stack">
      <section className="mc-card" data-testid="wallet-summary">
        <QueryStatus query={balance} />
        {b && (
          <>
            <p className="mc-total">
              <span>
                {t('memberCentre.wallet.total')} <PlayMoneyTag />
              </span>
              <strong data-testid="wallet-total">
                {b.currencySymbol}
                {formatMoney(b.sumBalance)}
              </strong>
            </p>
            <ul className="mc-wallets" data-testid="wallet-list">
              {b.balance.map((w) => (
                <li key={w.accountTypeId} data-account-type={w.accountTypeId}>
                  <span>
                    {w.accountTypeId === MAIN_WALLET
                      ? t('memberCentre.wallet.main')
                      : t('memberCentre.wallet.other', { id: w.accountTypeId })}
                  </span>
                  <span className="mc-num">{formatMoney(w.availBalance)}</span>
                </li>
              ))}
            </ul>
          </>
        )}
        <button
          type="button"
          className="button button--ghost"
          disabled={balance.isFetching}
          onClick={() => void balance.refetch()}
          data-testid="wallet-refresh"
        >
          {balance.isFetching ? t('header.balanceLoading') : t('memberCentre.wallet.refresh')}
        </button>
      </section>
      {merchant.data && !merchant.data.isSingle && merchant.data.wallets.length > 0 ? (
        <WalletTransfer wallets={merchant.data} />
      ) : (
        merchant.data && <p className="mc-hint">{t('memberCentre.wallet.single')}</p>
      )}
    </div>
  );
}
