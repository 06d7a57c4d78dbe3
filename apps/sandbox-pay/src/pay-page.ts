import type { Order } from './app.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (minor: string) => {
  const n = minor.padStart(3, '0');
  return `${Number(n.slice(0, -2)).toLocaleString('en-US')}.${n.slice(-2)}`;
};

export const NOT_FOUND_PAGE = '<!doctype html><title>Not found</title><p>Unknown payment.</p>';

/** The hosted payment page of an order in status `s`: a card form while it is pending. */
export function payPage(o: Order, s: Order['status']): string {
  const form =
    s === 'PENDING'
      ? `<form method="post">
  <label>Card number <input name="card" inputmode="numeric" autocomplete="cc-number" required pattern="[0-9 ]{16,19}" value="4111 1111 1111 1111"></label>
  <p class="hint">Any 16-digit number pays; 4000 0000 0000 0002 is declined.</p>
  <div class="row"><button name="action" value="pay">Pay ${esc(o.currency)} ${money(o.amount)}</button>
  <button name="action" value="cancel" class="ghost">Cancel</button></div>
</form>`
      : `<p>This payment is <strong>${s.toLowerCase()}</strong>.</p><p><a href="${esc(o.returnUrl)}">Back to the merchant</a></p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox Pay</title>
<style>body{font-family:system-ui,sans-serif;background:#f3f4f8;color:#1b1d2a;margin:0;padding:1rem}
main{max-width:26rem;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 12px #0002}
h1{font-size:1.2rem}.amount{font-size:1.8rem;font-weight:700}label{display:block;margin:1rem 0 .25rem}
input{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #aab;border-radius:8px}
.row{display:flex;gap:.5rem;margin-top:1rem}button{flex:1;padding:.7rem;font-size:1rem;border:0;border-radius:8px;background:#2d6cdf;color:#fff}
button.ghost{background:#e4e6ef;color:#1b1d2a}.hint{font-size:.85rem;color:#556}</style></head>
<body><main><h1>Sandbox Pay</h1><p>Merchant: ${esc(o.merchantId)} · Order ${esc(o.orderRef)}</p>
<p class="amount">${esc(o.currency)} ${money(o.amount)}</p>${form}</main></body></html>`;
}
