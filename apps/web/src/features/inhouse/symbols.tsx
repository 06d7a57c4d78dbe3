import type { ReactNode } from 'react';

/**
 * The in-house games' pictures, drawn as inline SVG so every phone shows the same thing (emoji
 * differ per device and some have none). Flat shapes with a dark outline, on a 64-unit square;
 * no gradients, whose ids would clash between the many copies on one page.
 */
const OUTLINE = {
  stroke: '#1b1226',
  strokeWidth: 2.5,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
} as const;

/** Slot symbols by the letters the game's reels use (contracts: SLOT_SYMBOLS). */
const SLOT: Record<string, ReactNode> = {
  // Wild: a star in a purple medallion, the one symbol that stands for the others
  W: (
    <>
      <circle cx="32" cy="32" r="28" fill="#6a1fa0" />
      <circle cx="32" cy="32" r="22" fill="none" stroke="#c89bff" strokeWidth="2" />
      <path
        d="M32 12l5.9 12 13.2 1.9-9.6 9.3 2.3 13.2L32 42.2l-11.8 6.2 2.3-13.2-9.6-9.3 13.2-1.9z"
        fill="#ffcf33"
      />
      <circle cx="26" cy="26" r="2.5" fill="#fff" stroke="none" />
    </>
  ),
  // Seven: a red 7 with a gold edge
  A: (
    <>
      <path d="M14 10h38v9L34 56H20l17-34H14z" fill="#d7141f" />
      <path d="M18 14h29" stroke="#ffcf33" strokeWidth="3" />
    </>
  ),
  // Bar: a gold bar, seen from above and in front
  B: (
    <>
      <path d="M8 44l10-20h28l10 20z" fill="#f2b82e" />
      <path d="M8 44h48v8H8z" fill="#c8860a" />
      <path d="M22 28h20" stroke="#fff6c8" strokeWidth="3" />
    </>
  ),
  // Bell: a gold bell with its clapper
  C: (
    <>
      <circle cx="32" cy="50" r="6" fill="#c8860a" />
      <path d="M32 8c-12 0-16 12-16 22 0 8-4 12-8 16h48c-4-4-8-8-8-16 0-10-4-22-16-22z" fill="#ffcf33" />
      <path d="M8 46h48v5H8z" fill="#e0a015" />
      <path d="M24 18c-2 4-3 8-3 12" fill="none" stroke="#fff6c8" strokeWidth="3" />
      <circle cx="32" cy="8" r="3" fill="#e0a015" />
    </>
  ),
  // Plum: one oval purple fruit with its crease, stem and leaf (not a bunch of grapes)
  D: (
    <>
      <path d="M32 16c-2-6-4-9-6-11" fill="none" strokeWidth="3" />
      <path d="M33 14c6-8 16-9 21-6-5 6-13 8-21 6z" fill="#3aa845" />
      <ellipse cx="32" cy="38" rx="21" ry="23" fill="#7b2f8e" />
      <path d="M32 16c-5 8-5 32 0 44" fill="none" stroke="#4d1760" strokeWidth="2" />
      <ellipse cx="22" cy="34" rx="4" ry="9" fill="#c9a3d8" fillOpacity=".55" stroke="none" />
    </>
  ),
  // Cherry: two red cherries on joined stems, a leaf at the top
  E: (
    <>
      <path d="M20 44C24 30 30 18 40 8M44 42C44 28 42 18 40 8" fill="none" stroke="#3a7a2a" strokeWidth="3" />
      <path d="M40 8c8-2 14 2 16 8-8 2-14-2-16-8z" fill="#3aa845" />
      <circle cx="19" cy="46" r="12" fill="#d7141f" />
      <circle cx="44" cy="46" r="12" fill="#d7141f" />
      <circle cx="15" cy="42" r="3" fill="#fff" fillOpacity=".6" stroke="none" />
      <circle cx="40" cy="42" r="3" fill="#fff" fillOpacity=".6" stroke="none" />
    </>
  ),
};

/** Mines: the gem of a safe tile and the mine. */
const MINES: Record<'gem' | 'mine', ReactNode> = {
  gem: (
    <>
      <path d="M10 24l10-12h24l10 12-22 30z" fill="#3ad0ff" />
      <path d="M10 24h44M20 12l6 12 6 30M44 12l-6 12-6 30M26 24l6-12 6 12" fill="none" strokeWidth="1.5" />
      <path d="M21 16l4 6h-9z" fill="#fff" fillOpacity=".7" stroke="none" />
    </>
  ),
  mine: (
    <>
      <path d="M32 6v52M6 32h52M14 14l36 36M50 14L14 50" stroke="#aab3c5" strokeWidth="6" />
      <circle cx="32" cy="32" r="18" fill="#4a5266" />
      <circle cx="32" cy="32" r="7" fill="#ff3d3d" />
      <circle cx="25" cy="25" r="4" fill="#fff" fillOpacity=".6" stroke="none" />
    </>
  ),
};

function Art({ children, name }: { children: ReactNode; name: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      className="ih-art"
      aria-hidden="true"
      focusable="false"
      data-art={name}
      {...OUTLINE}
    >
      {children}
    </svg>
  );
}

/** A slot symbol's picture; an unknown letter is shown as itself. */
export function SlotSymbol({ symbol }: { symbol: string }) {
  const art = SLOT[symbol];
  return art ? <Art name={symbol}>{art}</Art> : <>{symbol}</>;
}

export function MinesArt({ kind }: { kind: 'gem' | 'mine' }) {
  return <Art name={kind}>{MINES[kind]}</Art>;
}
