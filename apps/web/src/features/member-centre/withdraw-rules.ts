import { RECEIPT_MAX_BYTES, RECEIPT_MAX_FILES } from '@lotto/contracts/wallet/limits';
import { parseAmount, toCents } from '../../lib/money.ts';

export type WithdrawProblem = 'required' | 'invalid' | 'range' | 'funds' | null;

/** What is wrong with a typed withdrawal amount: the brand's limits, then the money available. */
export function withdrawProblem(
  text: string,
  rules: { minAmount: string; maxAmount: string; available: string },
): WithdrawProblem {
  if (text.trim() === '') return 'required';
  const amount = parseAmount(text);
  if (amount === null) return 'invalid';
  if (amount < toCents(rules.minAmount) || amount > toCents(rules.maxAmount)) return 'range';
  if (amount > toCents(rules.available)) return 'funds';
  return null;
}

/** A 6-digit payment password (the contracts' zPaymentPassword). */
export const isPaymentPassword = (text: string): boolean => /^\d{6}$/.test(text);

export type ProofProblem = 'count' | 'type' | 'size' | null;

/**
 * Proof images of a receipt (docs/product/wallet.md#withdrawal-receipts): at most 3, png or jpg, 5 MB each. The browser
 * checks the declared type and size; the server checks the bytes again.
 */
export function proofProblem(files: readonly { type: string; size: number }[]): ProofProblem {
  if (files.length > RECEIPT_MAX_FILES) return 'count';
  if (files.some((f) => f.type !== 'image/png' && f.type !== 'image/jpeg')) return 'type';
  if (files.some((f) => f.size > RECEIPT_MAX_BYTES)) return 'size';
  return null;
}

/** Bank account numbers as the server takes them: 6 to 34 digits, spaces or dashes. */
export const isAccountNumber = (text: string): boolean => /^[0-9 -]{6,34}$/.test(text.trim());
