import type { ReactNode } from 'react';

/** The brand's two colours (status: whitelabel.theme), which every illustration is drawn in. */
export type ArtColours = { primary: string; accent: string };

const SCREEN = 'var(--color-surface-2)';
const LINE = 'var(--color-muted)';

/**
 * A phone on a soft disc of the brand's accent colour, its screen holding the step's scene.
 * The scene draws in screen coordinates: 40 wide, 72 high, from (40, 12). iOS phones have
 * the island at the top, Android phones a punch-hole camera.
 */
export function Phone({
  ios,
  colours,
  children,
}: {
  ios: boolean;
  colours: ArtColours;
  children: ReactNode;
}) {
  return (
    <svg className="step-art" viewBox="0 0 120 96" aria-hidden="true" focusable="false">
      <circle cx="60" cy="50" r="44" fill={colours.accent} opacity="0.16" />
      <rect x="35" y="5" width="50" height="86" rx="9" fill="#1c2029" stroke={LINE} strokeWidth="1.2" />
      <rect x="40" y="12" width="40" height="72" rx="3" fill={SCREEN} />
      {ios ? (
        <rect x="53" y="8" width="14" height="3" rx="1.5" fill="#000" />
      ) : (
        <circle cx="60" cy="9.5" r="1.6" fill="#000" />
      )}
      <g>{children}</g>
    </svg>
  );
}

/** A QR code in a camera's viewfinder, a scan line of the primary colour across it. */
export function Viewfinder({ colours }: { colours: ArtColours }) {
  const cells = [
    [0, 0],
    [2, 0],
    [4, 1],
    [1, 2],
    [3, 2],
    [0, 4],
    [2, 3],
    [4, 4],
    [3, 4],
    [1, 4],
    [4, 2],
  ];
  const corner = (x: number, y: number, dx: number, dy: number) => (
    <path
      key={`${x}-${y}`}
      d={`M${x} ${y + dy * 6}V${y}H${x + dx * 6}`}
      fill="none"
      stroke={colours.accent}
      strokeWidth="2"
      strokeLinecap="round"
    />
  );
  return (
    <g>
      <rect x="47" y="29" width="26" height="26" rx="2" fill="#fff" />
      {cells.map(([cx, cy]) => (
        <rect key={`${cx}-${cy}`} x={49 + cx! * 4.4} y={31 + cy! * 4.4} width="4" height="4" fill="#141821" />
      ))}
      {corner(44, 26, 1, 1)}
      {corner(76, 26, -1, 1)}
      {corner(44, 58, 1, -1)}
      {corner(76, 58, -1, -1)}
      <rect x="44" y="41" width="32" height="2" rx="1" fill={colours.primary} />
    </g>
  );
}

/** A home screen: rows of muted app tiles, the brand's app tile picked out and tapped. */
export function HomeScreen({ colours, dock }: { colours: ArtColours; dock: boolean }) {
  const tiles = [];
  for (let row = 0; row < 4; row++)
    for (let col = 0; col < 3; col++)
      if (!(row === 2 && col === 1))
        tiles.push(
          <rect
            key={`${row}-${col}`}
            x={44 + col * 12.5}
            y={18 + row * 13}
            width="8"
            height="8"
            rx="2.4"
            fill={LINE}
            opacity="0.45"
          />,
        );
  return (
    <g>
      {tiles}
      <rect x="54.5" y="42.5" width="11" height="11" rx="3" fill={colours.primary} />
      <circle cx="60" cy="48" r="3" fill="#fff" opacity="0.9" />
      <circle cx="64" cy="52" r="7" fill="none" stroke={colours.accent} strokeWidth="1.4" />
      <circle cx="64" cy="52" r="10.5" fill="none" stroke={colours.accent} strokeWidth="1" opacity="0.5" />
      {dock && <rect x="43" y="72" width="34" height="9" rx="3" fill={LINE} opacity="0.3" />}
    </g>
  );
}

/** A line of text on a screen, as a bar. */
export const TextBar = ({
  x,
  y,
  width,
  fill = LINE,
}: {
  x: number;
  y: number;
  width: number;
  fill?: string;
}) => <rect x={x} y={y} width={width} height="2.6" rx="1.3" fill={fill} opacity={fill === LINE ? 0.6 : 1} />;

/** The brand's colours from its theme, the page's own until the status call has answered. */
export const artColours = (theme: { primaryColor: string; accentColor: string } | undefined): ArtColours => ({
  primary: theme?.primaryColor ?? 'var(--color-primary)',
  accent: theme?.accentColor ?? 'var(--color-focus)',
});
