/** Zod-free: the web app imports these without the schema library. */

/** Proof images of a receipt: at most 3, png or jpg, at most 5 MB each (docs/product/wallet.md#withdrawal-receipts). */
export const RECEIPT_MAX_FILES = 3;
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
