import './marks.css';
import { padNumber, toneOf } from './numbers.ts';

/**
 * A result (winNo "3,0,7,1,9") as balls: Mark Six balls in their colours with the special after
 * a plus, PK10 cars in their car colours, two-digit numbers padded as the draws show them.
 */
export function Balls({ winNo, family, size = 'md' }: { winNo: string; family: string; size?: 'sm' | 'md' }) {
  const values = winNo.split(',').map(Number);
  const padded = family === '11X5' || family === 'PK10' || family === 'LHC';
  return (
    <span className={`lt-balls lt-balls--${size}`} data-family={family} data-win={winNo}>
      {values.map((n, i) => (
        <span key={i} className="lt-balls__item">
          {family === 'LHC' && i === 6 && <span className="lt-balls__plus">+</span>}
          <span
            className="lt-ball-face"
            data-tone={family === 'LHC' ? toneOf(n) : undefined}
            data-car={family === 'PK10' ? n : undefined}
          >
            {padded ? padNumber(n, 2) : n}
          </span>
        </span>
      ))}
    </span>
  );
}
