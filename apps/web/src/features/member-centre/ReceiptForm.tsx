import { useId, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@lotto/contracts';
import { errorText } from '../../lib/api-errors.ts';
import { formatMoney } from '../../lib/money.ts';
import { formatTimestamp } from '../../lib/time.ts';
import { confirmReceipt } from './api.ts';
import { useRefreshWallet, useSubmit } from './submit.ts';
import { proofProblem, type ProofProblem } from './withdraw-rules.ts';

const RECEIPT_RESULTS = ['received', 'partial', 'not_received'] as const;

// TFunction, not ReturnType<typeof useTranslation>['t']: the latter is too deep for tsc once the
// locale files pass a certain size (TS2589).
const proofText = (t: TFunction, problem: ProofProblem) =>
  problem === 'count'
    ? t('memberCentre.withdraw.proofCount')
    : problem === 'type'
      ? t('memberCentre.withdraw.proofType')
      : problem === 'size'
        ? t('memberCentre.withdraw.proofSize')
        : null;

/** Up to 3 proof images (png or jpg), listed once chosen, with the rule or its problem under them. */
function ProofField({
  id,
  files,
  problem,
  onFiles,
}: {
  id: string;
  files: File[];
  problem: string | null;
  onFiles: (files: File[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mc-field" data-field="proof">
      <label className="mc-field__label" htmlFor={`${id}-proof`}>
        {t('memberCentre.withdraw.proof')}
      </label>
      <input
        id={`${id}-proof`}
        name="proof"
        type="file"
        accept="image/png,image/jpeg"
        multiple
        onChange={(e) => onFiles(Array.from(e.target.files ?? []))}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-proof-hint`}
      />
      <p id={`${id}-proof-hint`} className={problem ? 'mc-error' : 'mc-hint'}>
        {problem ?? t('memberCentre.withdraw.proofHint')}
      </p>
      {files.length > 0 && (
        <ul className="mc-files" data-testid="receipt-files">
          {files.map((f) => (
            <li key={`${f.name}-${f.size}`}>{f.name}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The member says whether the payout arrived, with up to 3 proof images (docs/product/wallet.md#withdrawal-receipts). */
export function ReceiptForm({ order, onDone }: { order: Withdrawal; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const refresh = useRefreshWallet();
  const { busy, error, run } = useSubmit();
  const [result, setResult] = useState<(typeof RECEIPT_RESULTS)[number]>('received');
  const [files, setFiles] = useState<File[]>([]);
  const problem = proofText(t, proofProblem(files));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (problem) return;
    if (await run(() => confirmReceipt(order.orderRef, { result, proofs: files }))) {
      await refresh();
      onDone();
    }
  };
  return (
    <form
      className="mc-card mc-form"
      noValidate
      onSubmit={(e) => void submit(e)}
      data-testid="receipt-form"
      data-order={order.orderRef}
    >
      <h4 className="mc-subtitle">
        {t('memberCentre.withdraw.receiptTitle', { ref: order.orderRef, amount: formatMoney(order.amount) })}
      </h4>
      {order.autoConfirmAt !== null && (
        <p className="mc-hint">
          {t('memberCentre.withdraw.autoConfirm', { time: formatTimestamp(order.autoConfirmAt) })}
        </p>
      )}
      <fieldset className="mc-choices">
        <legend>{t('memberCentre.withdraw.receiptQuestion')}</legend>
        {RECEIPT_RESULTS.map((r) => (
          <label key={r} className="mc-choice" data-result={r}>
            <input type="radio" name="result" checked={r === result} onChange={() => setResult(r)} />
            <span>{t(`memberCentre.withdraw.receipts.${r}`)}</span>
          </label>
        ))}
      </fieldset>
      <ProofField id={id} files={files} problem={problem} onFiles={setFiles} />
      {error !== null && (
        <p className="mc-error" role="alert">
          {errorText(t, error)}
        </p>
      )}
      <div className="mc-quick">
        <button type="submit" className="button" disabled={busy} data-testid="receipt-submit">
          {t('memberCentre.withdraw.receiptSubmit')}
        </button>
        <button type="button" className="button button--ghost" onClick={onDone}>
          {t('memberCentre.withdraw.cancel')}
        </button>
      </div>
    </form>
  );
}
