import type { VendorCategory } from '@lotto/contracts/games/categories';
import { LineIcon } from '../../ui/LineIcon.tsx';

// 24-unit line drawings, one per game category: read at a glance on a phone tile.
const PATHS: Record<VendorCategory, string> = {
  LOTT: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Zm-1.3 2.6 1.8-1v5.8',
  ELOTT: 'M13 2.5 5 13.5h6l-1 8 8-11h-6l1-8Z',
  LIVE: 'M6 4h9l3 3v13H6zM9.5 13.5l2.5-4 2.5 4-2.5 3.5ZM15 4v3h3',
  SPORTS:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4.5 3.5 2.5-1.3 4.2H9.8L8.5 10ZM12 3v4.5m3.5 2.5 4.9-1.2M14.2 14.2l2.8 4.3m-7.2-4.3L7 18.5M8.5 10 3.6 8.8',
  ESPORTS:
    'M7 8h10a4 4 0 0 1 4 4v2.5a2.5 2.5 0 0 1-4.5 1.5L15 14H9l-1.5 2A2.5 2.5 0 0 1 3 14.5V12a4 4 0 0 1 4-4Zm1 2.5v3m-1.5-1.5h3m5.5-.5h.01m2 2h.01',
  RNG: 'M4 5h16v14H4zM8 5v14m8-14v14M5.5 12h1m5-1.5 1-1h-1.5m4.5 3h1',
  FISH: 'M3 12c3-4.5 8-6 12-3l4-3v12l-4-3c-4 3-9 1.5-12-3Zm12-.5h.01',
  PVP: 'M8 4.5h7a1.5 1.5 0 0 1 1.5 1.5v11A1.5 1.5 0 0 1 15 18.5H8A1.5 1.5 0 0 1 6.5 17V6A1.5 1.5 0 0 1 8 4.5Zm3.5 4L9.5 11l2 2.5 2-2.5ZM16.5 7.5l2.8.8a1.5 1.5 0 0 1 1 1.8l-2.4 9',
  INHOUSE: 'M5 5h14v14H5zM9 9h.01M15 9h.01M12 12h.01M9 15h.01M15 15h.01',
};

/** A game category's icon (tiles of the home page). */
export function CategoryIcon({ category }: { category: VendorCategory }) {
  return <LineIcon path={PATHS[category]} size={28} weight={1.7} />;
}
