import { randomBytes, randomInt } from 'node:crypto';

/**
 * Matches with decimal odds from the vendor's own "true" probabilities less a 6% margin; the
 * result is drawn from those probabilities, so the book returns about 94%.
 */
export type Pick = { pick: string; label: string; oddsX100: number; ppm: number };
export type Match = {
  id: string;
  league: string;
  home: string;
  away: string;
  market: '1X2' | 'WINNER';
  picks: Pick[];
  status: 'OPEN' | 'SETTLED';
  result: { pick: string; score: string } | null;
};

const FOOTBALL = [
  'Kaya FC',
  'United City',
  'Stallion Laguna',
  'Dynamic Herbs',
  'Mendiola 1991',
  'Loyola Meralco',
  'Azkals XI',
  'Manila Digger',
];
const FOOTBALL_LEAGUE = 'Philippines Football League';
const ESPORTS = [
  ['MLBB MPL', ['Blacklist', 'ECHO', 'Onic PH', 'RSG PH', 'Omega', 'Aurora', 'TNC', 'Minana']],
  ['Dota 2 Pro Circuit', ['Talon', 'Execration', 'Polaris', 'Boom', 'Neon', 'Geek Fam']],
  ['Valorant Challengers', ['Bleed', 'Team Secret', 'Sentinels PH', 'Paper Rex']],
] as const;

const MARGIN = 1.06;
const oddsOf = (ppm: number) => Math.max(101, Math.floor(100 / ((ppm / 1_000_000) * MARGIN)));
const two = <T>(list: readonly T[]): [T, T] => {
  const a = randomInt(0, list.length);
  let b = randomInt(0, list.length - 1);
  if (b >= a) b++;
  return [list[a]!, list[b]!];
};

export const newMatch = (category: 'SPORTS' | 'ESPORTS'): Match => {
  const id = `M${randomBytes(5).toString('hex')}`;
  if (category === 'SPORTS') {
    const [home, away] = two(FOOTBALL);
    const draw = randomInt(200_000, 320_001);
    const homePpm = Math.round(((1_000_000 - draw) * randomInt(25, 76)) / 100);
    const awayPpm = 1_000_000 - draw - homePpm;
    return {
      id,
      league: FOOTBALL_LEAGUE,
      home,
      away,
      market: '1X2',
      picks: [
        { pick: '1', label: home, oddsX100: oddsOf(homePpm), ppm: homePpm },
        { pick: 'X', label: 'Draw', oddsX100: oddsOf(draw), ppm: draw },
        { pick: '2', label: away, oddsX100: oddsOf(awayPpm), ppm: awayPpm },
      ],
      status: 'OPEN',
      result: null,
    };
  }
  const [league, teams] = ESPORTS[randomInt(0, ESPORTS.length)]!;
  const [home, away] = two(teams);
  const homePpm = randomInt(300_000, 700_001);
  return {
    id,
    league,
    home,
    away,
    market: 'WINNER',
    picks: [
      { pick: '1', label: home, oddsX100: oddsOf(homePpm), ppm: homePpm },
      { pick: '2', label: away, oddsX100: oddsOf(1_000_000 - homePpm), ppm: 1_000_000 - homePpm },
    ],
    status: 'OPEN',
    result: null,
  };
};

/** Draws the winning pick from the true probabilities and a score that agrees with it. */
export const playMatch = (m: Match): { pick: string; score: string } => {
  let r = randomInt(0, 1_000_000);
  let pick = m.picks[m.picks.length - 1]!.pick;
  for (const p of m.picks) {
    if (r < p.ppm) {
      pick = p.pick;
      break;
    }
    r -= p.ppm;
  }
  if (m.market === 'WINNER') {
    const loser = randomInt(0, 2);
    return { pick, score: pick === '1' ? `2–${loser}` : `${loser}–2` };
  }
  const low = randomInt(0, 3);
  const high = low + 1 + randomInt(0, 3);
  return { pick, score: pick === 'X' ? `${low}–${low}` : pick === '1' ? `${high}–${low}` : `${low}–${high}` };
};

/** Decimal odds for display: 215 -> "2.15". */
export const oddsText = (oddsX100: number) => (oddsX100 / 100).toFixed(2);
