import { useMemo } from 'react';
import { encode } from 'uqr';

type Props = { value: string; label: string; size?: number; margin?: number };

/** A QR code drawn as SVG (docs/product/shell-and-routes.md#interface-constants: 200 px by default, 100 px in menus, margin 0). */
export function QrCode({ value, label, size = 200, margin = 0 }: Props) {
  const path = useMemo(() => {
    const { data } = encode(value, { border: margin });
    let d = '';
    data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { d, n: data.length };
  }, [value, margin]);
  return (
    <figure className="qr">
      <svg
        role="img"
        aria-label={label}
        width={size}
        height={size}
        viewBox={`0 0 ${path.n} ${path.n}`}
        shapeRendering="crispEdges"
      >
        <rect width={path.n} height={path.n} fill="#fff" />
        <path d={path.d} fill="#000" />
      </svg>
      <figcaption>{label}</figcaption>
    </figure>
  );
}
