import { useId, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MallItem, MallOrder, PointsValue } from '@lotto/contracts';
import { errorText } from '../../lib/api-errors.ts';
import { formatWithSymbol } from '../../lib/money.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { PinField } from '../../ui/PinField.tsx';
import { redeemItem, useAfterMallChange } from './api.ts';
import { formatPoints, MALL_CONTACT_MAX, maxQty, redeemProblem, type RedeemProblem } from './mall-rules.ts';
import { isWrongPin, pinProblem, useKeyedRequest } from './submit.ts';

const problemText = (t: TFunction, problem: RedeemProblem, available: number) =>
  problem === 'soldOut'
    ? t('mall.item.soldOut')
    : problem === 'stock'
      ? t('mall.redeem.stock')
      : problem === 'points'
        ? t('mall.redeem.notEnough', { points: formatPoints(available) })
        : problem === 'contact'
          ? t('mall.redeem.contactRequired')
          : null;

/** The member has no payment password yet: where to set it (the member centre's withdraw page). */
export function NeedsPin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="mall-note" data-testid="mall-needs-pin">
      <p>{t('mall.pin.missing')}</p>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => void navigate({ search: '?memberCentre=withdraw' })}
      >
        {t('mall.pin.set')}
      </button>
    </div>
  );
}

/** The payment password of a points form, or the way to set one. */
export function MallPin({
  id,
  pinSet,
  pin,
  onPin,
  problem,
}: {
  id: string;
  pinSet: boolean;
  pin: string;
  onPin: (pin: string) => void;
  problem: string | null;
}) {
  const { t } = useTranslation();
  if (!pinSet) return <NeedsPin />;
  return <PinField id={id} label={t('mall.pin.label')} value={pin} onChange={onPin} problem={problem} />;
}

/** How many to redeem: minus and plus within 1 and the most one order may take. */
function QtyStepper({
  id,
  qty,
  most,
  onQty,
}: {
  id: string;
  qty: number;
  most: number;
  onQty: (q: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mc-field" data-field="qty">
      <span className="mc-field__label" id={`${id}-qty-label`}>
        {t('mall.redeem.qty')}
      </span>
      <div className="mall-qty" role="group" aria-labelledby={`${id}-qty-label`}>
        <button
          type="button"
          className="button button--ghost"
          aria-label={t('mall.redeem.less')}
          disabled={qty <= 1}
          onClick={() => onQty(Math.max(1, qty - 1))}
        >
          −
        </button>
        <output className="mall-qty__value" data-testid="mall-qty">
          {qty}
        </output>
        <button
          type="button"
          className="button button--ghost"
          aria-label={t('mall.redeem.more')}
          disabled={qty >= most}
          onClick={() => onQty(Math.min(most, qty + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}

/** Where a physical item goes. */
function ContactField({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="mc-field" data-field="contact">
      <label className="mc-field__label" htmlFor={`${id}-contact`}>
        {t('mall.redeem.contact')}
      </label>
      <textarea
        id={`${id}-contact`}
        className="text-input mall-textarea"
        rows={3}
        maxLength={MALL_CONTACT_MAX}
        value={value}
        placeholder={t('mall.redeem.contactHint')}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** The order placed: in process until the operator decides. */
function RedeemDone({
  order,
  onHistory,
  onClose,
}: {
  order: MallOrder;
  onHistory: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mall-done" role="status" data-testid="mall-redeem-done">
      <p>
        {t('mall.redeem.done', { title: order.title, qty: order.qty, points: formatPoints(order.points) })}
      </p>
      <p className="mc-hint">{t('mall.redeem.review')}</p>
      <div className="mall-actions">
        <button type="button" className="button" data-testid="mall-to-history" onClick={onHistory}>
          {t('mall.redeem.toHistory')}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </div>
  );
}

/** What one of the item costs, and what a cash item pays. */
function ItemPrice({ item, symbol }: { item: MallItem; symbol: string }) {
  const { t } = useTranslation();
  return (
    <p className="mall-form__summary">
      {t('mall.item.points', { points: formatPoints(item.points) })}
      {item.kind === 'cash' && item.amount !== null && (
        <> · {t('mall.item.pays', { amount: formatWithSymbol(symbol, item.amount) })}</>
      )}
    </p>
  );
}

type RedeemProps = {
  item: MallItem;
  points: PointsValue;
  symbol: string;
  pinSet: boolean;
  onDone: (order: MallOrder) => void;
};

/** The redeem form: quantity, contact for a physical item, payment password; one request id for the dialog's life. */
function RedeemForm({ item, points, symbol, pinSet, onDone }: RedeemProps) {
  const { t } = useTranslation();
  const id = useId();
  const [qty, setQty] = useState(1);
  const [contact, setContact] = useState('');
  const [pin, setPin] = useState('');
  const [shown, setShown] = useState(false);
  // renew = false: the dialog keeps its request id, so any repeat of it is the same order
  const { busy, error, setError, send } = useKeyedRequest();
  const refresh = useAfterMallChange();
  const problem = redeemProblem(item, { qty, available: points.available, contact });
  const pinText = pinProblem(t, { pin, error });
  const blocking = problem === 'points' || problem === 'soldOut';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (problem || pinText) return;
    const order = await send(
      (requestId) =>
        redeemItem({
          itemId: item.id,
          qty,
          paymentPassword: pin,
          requestId,
          ...(item.kind === 'physical' ? { contact: contact.trim() } : {}),
        }),
      false,
    );
    if (order) {
      onDone(order);
      await refresh();
    }
  };
  return (
    <form className="mall-form" noValidate onSubmit={(e) => void submit(e)}>
      <ItemPrice item={item} symbol={symbol} />
      <QtyStepper id={id} qty={qty} most={maxQty(item)} onQty={setQty} />
      <p className="mall-form__total" data-testid="mall-total">
        {t('mall.redeem.total', {
          points: formatPoints(item.points * qty),
          available: formatPoints(points.available),
        })}
      </p>
      {item.kind === 'physical' && <ContactField id={id} value={contact} onChange={setContact} />}
      <MallPin
        id={`${id}-pin`}
        pinSet={pinSet}
        pin={pin}
        onPin={(v) => {
          setPin(v);
          if (isWrongPin(error)) setError(null);
        }}
        problem={shown || isWrongPin(error) ? pinText : null}
      />
      {(shown || blocking) && problem && (
        <p className="mc-error" role="alert" data-testid="mall-redeem-problem">
          {problemText(t, problem, points.available)}
        </p>
      )}
      {error !== null && !isWrongPin(error) && (
        <p className="mc-error" role="alert" data-testid="mall-redeem-error">
          {errorText(t, error)}
        </p>
      )}
      <button
        type="submit"
        className="button"
        disabled={busy || !pinSet || blocking}
        data-testid="mall-redeem-submit"
      >
        {busy
          ? t('mall.redeem.sending')
          : t('mall.redeem.submit', { points: formatPoints(item.points * qty) })}
      </button>
    </form>
  );
}

/**
 * Redeeming an item (docs/product/agents-and-promotions.md#point-mall): the quantity, where a
 * physical item goes, the payment password; then the order, in process.
 */
export function RedeemDialog({
  onClose,
  onHistory,
  ...form
}: Omit<RedeemProps, 'onDone'> & { onClose: () => void; onHistory: () => void }) {
  const [order, setOrder] = useState<MallOrder | null>(null);
  return (
    <Dialog title={form.item.title} onClose={onClose} testId="mall-redeem-dialog">
      {order ? (
        <RedeemDone order={order} onHistory={onHistory} onClose={onClose} />
      ) : (
        <RedeemForm {...form} onDone={setOrder} />
      )}
    </Dialog>
  );
}
