const pad = (n: number) => String(n).padStart(2, '0');

/** SPEC section 3: announcement times show as yyyy-MM-dd hh:mm:ss. */
export function formatTimestamp(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
