import { card, cardBack, chipStack, die, tile } from './cards.ts';

/** Text inside a picture: no outline, bold. */
const label = (x: number, y: number, size: number, fill: string, text: string) =>
  `<text x="${x}" y="${y}" font-family="Arial,sans-serif" font-size="${size}" font-weight="700" text-anchor="middle" fill="${fill}" stroke="none">${text}</text>`;

const DRAGON =
  '<g transform="translate(27 50)"><path d="M-12-16L-20-32L-14-26L-16-37L-7-21ZM12-16L20-32L14-26L16-37L7-21Z" fill="#ffd34d"/><circle r="22" fill="#c8102e"/>' +
  '<circle cx="-8" cy="-5" r="6" fill="#fff"/><circle cx="8" cy="-5" r="6" fill="#fff"/><circle cx="-7" cy="-5" r="3" fill="#111" stroke="none"/><circle cx="7" cy="-5" r="3" fill="#111" stroke="none"/>' +
  '<path d="M-15-13L-3-10M15-13L3-10" stroke-width="3"/><path d="M-6 6h0M6 6h0" stroke-width="4"/><path d="M-8 12Q0 17 8 12" fill="none"/>' +
  '<path d="M-12 8Q-26 10-30 24M12 8Q26 10 30 24" fill="none" stroke="#ffd34d" stroke-width="2.5"/></g>';
const TIGER =
  '<g transform="translate(73 50)"><circle cx="-15" cy="-17" r="7" fill="#f08a1c"/><circle cx="15" cy="-17" r="7" fill="#f08a1c"/><circle r="22" fill="#f08a1c"/>' +
  '<path d="M-5-21L-3-13M5-21L3-13M0-22V-15M-22-4L-14-2M22-4L14-2M-21 6L-14 5M21 6L14 5" stroke-width="3"/><ellipse cy="9" rx="11" ry="8" fill="#fff4e0"/>' +
  '<circle cx="-8" cy="-4" r="3" fill="#111"/><circle cx="8" cy="-4" r="3" fill="#111"/><path d="M-3 4H3L0 8Z" fill="#ff8aa0"/></g>';

const ROULETTE =
  '<circle cx="50" cy="50" r="46" fill="#6b3a1a"/><circle cx="50" cy="50" r="35" fill="none" stroke="#c8102e" stroke-width="14"/>' +
  '<circle cx="50" cy="50" r="35" fill="none" stroke="#15121a" stroke-width="14" stroke-dasharray="5.94 5.94" stroke-linecap="butt"/>' +
  '<circle cx="50" cy="50" r="35" fill="none" stroke="#0a8a3a" stroke-width="14" stroke-dasharray="5.94 214" stroke-linecap="butt"/>' +
  '<circle cx="50" cy="50" r="27" fill="#8b5a2b"/><circle cx="50" cy="50" r="19" fill="#d8a64a"/><path d="M50 33V67M33 50H67" stroke="#fff2c0" stroke-width="4"/>' +
  '<circle cx="50" cy="50" r="6" fill="#f2b82e"/><circle cx="50" cy="11" r="4" fill="#fff"/>';

/** Live dealer tables by the word in their name. */
export const LIVE_MOTIFS: Record<string, { title: string; svg: string }> = {
  baccarat: {
    title: 'Baccarat',
    svg:
      card({ x: 36, y: 38, rot: -12 }, { rank: '9', suit: 'd' }) +
      card({ x: 64, y: 38, rot: 12 }, { rank: '8', suit: 's' }) +
      '<ellipse cx="27" cy="82" rx="19" ry="11" fill="#1f5fd0"/><ellipse cx="73" cy="82" rx="19" ry="11" fill="#d0262d"/>' +
      label(27, 87, 13, '#fff', 'P') +
      label(73, 87, 13, '#fff', 'B'),
  },
  roulette: { title: 'Roulette', svg: ROULETTE },
  'sic bo': {
    title: 'Sic Bo',
    svg:
      '<ellipse cx="50" cy="72" rx="47" ry="17" fill="#c8923a"/><ellipse cx="50" cy="70" rx="39" ry="11" fill="#e6b85a" stroke="none"/>' +
      die({ x: 30, y: 58, rot: -12 }, 4) +
      die({ x: 70, y: 60, rot: 10 }, 1) +
      die({ x: 50, y: 38, rot: 6 }, 6),
  },
  'dragon tiger': { title: 'Dragon Tiger', svg: DRAGON + TIGER + label(50, 92, 14, '#ffd34d', 'VS') },
  blackjack: {
    title: 'Blackjack',
    svg:
      card({ x: 40, y: 42, rot: -12 }, { rank: 'A', suit: 's' }) +
      card({ x: 62, y: 46, rot: 10 }, { rank: 'K', suit: 'h' }) +
      chipStack({ x: 86, y: 90 }, { count: 4, colour: '#1f5fd0' }) +
      chipStack({ x: 14, y: 90 }, { count: 3, colour: '#d0262d' }),
  },
};

const MAHJONG =
  '<rect x="12" y="22" width="36" height="50" rx="5" fill="#2f8f5a" transform="rotate(-8 30 47)"/><rect x="10" y="18" width="36" height="50" rx="5" fill="#fffdf0" transform="rotate(-8 28 43)"/>' +
  '<g stroke="none" transform="rotate(-8 28 43)"><circle cx="19" cy="28" r="4" fill="#1f5fd0"/><circle cx="37" cy="28" r="4" fill="#2f8f5a"/><circle cx="28" cy="43" r="5" fill="#d7141f"/><circle cx="19" cy="58" r="4" fill="#2f8f5a"/><circle cx="37" cy="58" r="4" fill="#1f5fd0"/></g>' +
  '<rect x="54" y="30" width="36" height="50" rx="5" fill="#2f8f5a" transform="rotate(8 72 55)"/><rect x="52" y="26" width="36" height="50" rx="5" fill="#fffdf0" transform="rotate(8 70 51)"/>' +
  '<path d="M62 36V66M70 36V66M78 36V66" stroke="#2f8f5a" stroke-width="5" transform="rotate(8 70 51)"/>';

const ROOSTER =
  '<path d="M40 50C20 30 8 40 6 18C16 30 28 28 38 40Z" fill="#1b4a3a"/><path d="M40 56C18 52 10 66 2 50C14 56 26 50 38 46Z" fill="#2a6a3a"/><path d="M40 52C26 40 18 48 12 34C22 40 30 38 40 44Z" fill="#e8742a"/>' +
  '<path d="M36 48C36 70 50 84 66 80C78 76 82 62 76 50C70 42 50 40 36 48Z" fill="#c8501e"/><path d="M44 56C50 50 64 52 70 60C62 66 50 68 44 56Z" fill="#8a2a10"/>' +
  '<path d="M64 52C60 36 64 22 74 18C84 16 89 26 85 36C83 42 80 46 77 52Z" fill="#e8742a"/><path d="M71 19Q71 8 77 12Q79 3 84 10Q91 7 86 19Z" fill="#e3262d"/>' +
  '<path d="M86 24L97 28L86 31Z" fill="#f2b82e"/><path d="M84 33Q89 41 82 41Q80 37 82 33Z" fill="#e3262d"/><circle cx="80" cy="25" r="2.2" fill="#111" stroke="none"/>' +
  '<path d="M58 80V95M68 80V95M53 95H61M64 95H72" stroke="#f2b82e" stroke-width="3"/>';

/** Card-room games by the word in their name. */
export const CARD_MOTIFS: Record<string, { title: string; svg: string }> = {
  tongits: {
    title: 'Tongits',
    svg:
      cardBack({ x: 20, y: 62, rot: -6 }, '#1f5fd0') +
      card({ x: 38, y: 50, rot: -20 }, { rank: 'A', suit: 'h' }) +
      card({ x: 54, y: 46, rot: 0 }, { rank: 'K', suit: 'c' }) +
      card({ x: 70, y: 52, rot: 20 }, { rank: 'Q', suit: 'd' }),
  },
  pusoy: {
    title: 'Pusoy',
    svg:
      card({ x: 28, y: 56, rot: -27 }, { rank: '2', suit: 'd' }) +
      card({ x: 42, y: 48, rot: -9 }, { rank: '2', suit: 'c' }) +
      card({ x: 58, y: 48, rot: 9 }, { rank: '2', suit: 'h' }) +
      card({ x: 72, y: 56, rot: 27 }, { rank: '2', suit: 's' }),
  },
  'lucky 9': {
    title: 'Lucky 9',
    svg:
      card({ x: 38, y: 58, rot: -10 }, { rank: '4', suit: 'h' }) +
      card({ x: 62, y: 58, rot: 10 }, { rank: '5', suit: 'c' }) +
      '<circle cx="50" cy="20" r="15" fill="#ffcf33"/>' +
      label(50, 27, 20, '#7a1020', '9'),
  },
  'pai gow': {
    title: 'Pai Gow',
    svg:
      tile({
        x: 36,
        y: 50,
        rot: -10,
        face: '#fffdf6',
        ink: '#1b1226',
        pips: [
          [5, 5],
          [15, 5],
          [5, 11],
          [15, 11],
          [5, 17],
          [15, 17],
          [5, 25],
          [15, 25],
          [5, 31],
          [15, 31],
          [5, 37],
          [15, 37],
        ],
      }) +
      tile({
        x: 64,
        y: 52,
        rot: 10,
        face: '#fffdf6',
        ink: '#d7141f',
        pips: [
          [5, 6],
          [15, 6],
          [5, 14],
          [15, 14],
          [10, 30],
        ],
      }),
  },
  'teen patti': {
    title: 'Teen Patti',
    svg:
      cardBack({ x: 34, y: 50, rot: -20 }, '#8a1538') +
      cardBack({ x: 50, y: 46, rot: 0 }, '#8a1538') +
      cardBack({ x: 66, y: 50, rot: 20 }, '#8a1538') +
      chipStack({ x: 50, y: 92 }, { count: 3, colour: '#f2b82e' }),
  },
  "texas hold'em": {
    title: "Texas Hold'em",
    svg:
      card({ x: 38, y: 46, rot: -10 }, { rank: 'A', suit: 's' }) +
      card({ x: 60, y: 44, rot: 8 }, { rank: 'A', suit: 'c' }) +
      chipStack({ x: 85, y: 90 }, { count: 5, colour: '#1b1226' }) +
      chipStack({ x: 15, y: 90 }, { count: 3, colour: '#d0262d' }),
  },
  'blackjack duel': {
    title: 'Blackjack Duel',
    svg:
      card({ x: 30, y: 52, rot: -14 }, { rank: 'A', suit: 'h' }) +
      card({ x: 52, y: 48, rot: 2 }, { rank: 'J', suit: 's' }) +
      '<circle cx="78" cy="28" r="15" fill="#ffcf33"/>' +
      label(78, 34, 16, '#7a1020', '21'),
  },
  'sabong cards': { title: 'Sabong', svg: ROOSTER },
  mahjong: { title: 'Mahjong', svg: MAHJONG },
  domino: {
    title: 'Domino',
    svg:
      tile({
        x: 40,
        y: 50,
        rot: -20,
        face: '#1b1226',
        ink: '#fff',
        pips: [
          [5, 5],
          [15, 5],
          [5, 11],
          [15, 11],
          [5, 17],
          [15, 17],
          [5, 26],
          [10, 30],
          [15, 34],
        ],
      }) +
      tile({
        x: 62,
        y: 52,
        rot: 25,
        face: '#1b1226',
        ink: '#fff',
        pips: [
          [5, 5],
          [15, 5],
          [10, 10],
          [5, 15],
          [15, 15],
          [5, 25],
          [15, 25],
          [10, 30],
          [5, 35],
          [15, 35],
        ],
      }),
  },
};
