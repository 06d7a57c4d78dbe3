import { LineIcon } from './LineIcon.tsx';

export type NavIconName = 'home' | 'lottery' | 'games' | 'promotions' | 'me' | 'menu';

// 24-unit line icons drawn for this bar: simple strokes that read at 22 px.
const PATHS: Record<NavIconName, string> = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5M10 20v-5.5h4V20',
  lottery:
    'M12 3.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm0 4a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Zm-1.2 2.7 1.7-1v5.6',
  games:
    'M5 6.5h14a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2Zm3 3v5m-2.5-2.5h5m5-1h.01m2 2.5h.01',
  promotions:
    'M4 10h16v10H4zM3 6.5h18V10H3zM12 6.5V20M12 6.5c-1.5-3-5-3.5-5-1.2 0 1.2 2.5 1.2 5 1.2Zm0 0c1.5-3 5-3.5 5-1.2 0 1.2-2.5 1.2-5 1.2Z',
  me: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7.5 8.5c.8-3.6 3.8-5.5 7.5-5.5s6.7 1.9 7.5 5.5',
  menu: 'M4 6.5h16M4 12h16M4 17.5h16',
};

/** An icon of the phone's tab bar and the header's menu button. */
export function NavIcon({ name }: { name: NavIconName }) {
  return <LineIcon path={PATHS[name]} size={22} weight={1.8} />;
}
