import type { ReactElement } from 'react';
import { HomeScreen, Phone, TextBar, Viewfinder, type ArtColours } from './phone-art.tsx';

export type Os = 'android' | 'ios';
type Scene = (colours: ArtColours) => ReactElement;

/** Android 2: the app file coming down, its progress in the accent colour. */
const androidDownload: Scene = (c) => (
  <g>
    <path d="M51 22h13l6 6v20H51z" fill="#fff" />
    <path d="M64 22v6h6" fill="none" stroke="#c9ced8" strokeWidth="1.2" />
    <path
      d="M60.5 28v13m-5-5 5 5 5-5"
      fill="none"
      stroke={c.primary}
      strokeWidth="2.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <rect x="45" y="58" width="30" height="4" rx="2" fill="var(--color-muted)" opacity="0.35" />
    <rect x="45" y="58" width="21" height="4" rx="2" fill={c.accent} />
    <TextBar x={45} y={68} width={22} />
  </g>
);

/** Android 3: the "install from this source" switch turned on, under a shield. */
const androidAllow: Scene = (c) => (
  <g>
    <path d="M60 18l11 4v8c0 7-5 11-11 13-6-2-11-6-11-13v-8z" fill={c.primary} />
    <path
      d="M55 30l3.5 3.5L66 26"
      fill="none"
      stroke="#fff"
      strokeWidth="2.4"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <rect x="43" y="52" width="34" height="13" rx="3" fill="var(--color-surface)" />
    <TextBar x={46} y={57} width={14} />
    <rect x="63" y="54.5" width="11" height="8" rx="4" fill={c.accent} />
    <circle cx="70" cy="58.5" r="3" fill="#fff" />
    <TextBar x={45} y={71} width={28} />
  </g>
);

/** iOS 2: the browser asks to allow the configuration profile; the allow button is lit. */
const iosProfile: Scene = (c) => (
  <g>
    <rect x="40" y="12" width="40" height="72" rx="3" fill="#000" opacity="0.35" />
    <rect x="43" y="30" width="34" height="32" rx="4" fill="var(--color-surface)" />
    <path d="M60 34l5 3v4c0 3-2 5-5 6-3-1-5-3-5-6v-4z" fill={c.primary} />
    <TextBar x={48} y={49} width={24} />
    <rect
      x="45"
      y="54"
      width="14"
      height="5"
      rx="2.5"
      fill="none"
      stroke="var(--color-muted)"
      strokeWidth="0.8"
    />
    <rect x="61" y="54" width="14" height="5" rx="2.5" fill={c.accent} />
  </g>
);

/** iOS 3: Settings, the "Profile Downloaded" row picked out, and its install button. */
const iosSettings: Scene = (c) => (
  <g>
    <circle cx="60" cy="25" r="7" fill="none" stroke={c.primary} strokeWidth="3" strokeDasharray="2.6 1.6" />
    <circle cx="60" cy="25" r="2.6" fill={c.primary} />
    <rect
      x="43"
      y="37"
      width="34"
      height="9"
      rx="2"
      fill="var(--color-surface)"
      stroke={c.accent}
      strokeWidth="1.2"
    />
    <circle cx="47.5" cy="41.5" r="2" fill={c.accent} />
    <TextBar x={51} y={40.2} width={17} />
    <path d="M72 39.5l2 2-2 2" fill="none" stroke="var(--color-muted)" strokeWidth="1" />
    <rect x="43" y="48" width="34" height="7" rx="2" fill="var(--color-surface)" />
    <TextBar x={46} y={50.2} width={20} />
    <rect x="49" y="64" width="22" height="7" rx="3.5" fill={c.primary} />
  </g>
);

const SCENES: Record<Os, Scene[]> = {
  android: [
    (c) => <Viewfinder colours={c} />,
    androidDownload,
    androidAllow,
    (c) => <HomeScreen colours={c} dock={false} />,
  ],
  ios: [
    (c) => (
      <g>
        <Viewfinder colours={c} />
        <circle cx="60" cy="73" r="5" fill="#fff" stroke={c.primary} strokeWidth="1.6" />
      </g>
    ),
    iosProfile,
    iosSettings,
    (c) => <HomeScreen colours={c} dock />,
  ],
};

/** The picture of one install step (1 to 4) on Android or iOS, in the brand's colours. */
export function StepArt({ os, step, colours }: { os: Os; step: number; colours: ArtColours }) {
  const scene = SCENES[os][step - 1];
  return (
    <Phone ios={os === 'ios'} colours={colours}>
      {scene?.(colours)}
    </Phone>
  );
}
