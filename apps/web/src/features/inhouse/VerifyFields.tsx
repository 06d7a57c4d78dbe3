import { useTranslation } from 'react-i18next';
import { SINGLE_GAMES, type VerifyForm } from './helpers.ts';
import { GameField } from './parts.tsx';

type Set = (k: keyof VerifyForm, v: string) => void;

/** One input of the verifier, named as its query parameter. */
function Input({
  name,
  form,
  set,
  label,
  mono,
  bad,
}: {
  name: keyof VerifyForm;
  form: VerifyForm;
  set: Set;
  label: string;
  mono?: boolean;
  bad: boolean;
}) {
  return (
    <GameField label={label}>
      {(id) => (
        <input
          id={id}
          className={`text-input ih-input ${mono ? 'ih-mono' : ''}`}
          value={form[name]}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={bad ? true : undefined}
          onChange={(e) => set(name, e.target.value)}
          data-testid={`verify-${name}`}
        />
      )}
    </GameField>
  );
}

/** The game whose round is checked. */
export function GameChoice({ game, set }: { game: string; set: Set }) {
  const { t } = useTranslation();
  return (
    <div className="segmented ih-wrap" role="group" aria-label={t('inhouse.verifyPage.game')}>
      {[...SINGLE_GAMES, 'crash' as const].map((g) => (
        <button
          key={g}
          type="button"
          className="segmented__item"
          aria-pressed={game === g}
          onClick={() => set('game', g)}
          data-testid={`verify-game-${g}`}
        >
          {t(`inhouse.games.${g}`)}
        </button>
      ))}
    </div>
  );
}

/** Under or over the dice target. */
function DirectionChoice({ direction, set }: { direction: string; set: Set }) {
  const { t } = useTranslation();
  return (
    <div className="segmented" role="group" aria-label={t('inhouse.dice.direction')}>
      {(['under', 'over'] as const).map((d) => (
        <button
          key={d}
          type="button"
          className="segmented__item"
          aria-pressed={direction === d}
          onClick={() => set('direction', d)}
        >
          {t(`inhouse.dice.${d}`)}
        </button>
      ))}
    </div>
  );
}

/** The inputs a game's round needs: seeds and nonce (and the game's own), or crash's hashes. */
export function VerifyFields({
  form,
  set,
  bad,
}: {
  form: VerifyForm;
  set: Set;
  bad: keyof VerifyForm | null;
}) {
  const { t } = useTranslation();
  const at = (name: keyof VerifyForm) => ({ name, form, set, bad: bad === name });
  return (
    <form className="ih-panel ih-verify__form" onSubmit={(e) => e.preventDefault()}>
      {form.game === 'crash' ? (
        <>
          <Input {...at('gameHash')} label={t('inhouse.verifyPage.gameHash')} mono />
          <Input {...at('salt')} label={t('inhouse.verifyPage.salt')} mono />
          <Input {...at('prevHash')} label={t('inhouse.verifyPage.prevHash')} mono />
          <Input {...at('crashTarget')} label={t('inhouse.crash.target')} />
        </>
      ) : (
        <>
          <Input {...at('serverSeed')} label={t('inhouse.serverSeed')} mono />
          <Input {...at('hash')} label={t('inhouse.serverSeedHash')} mono />
          <Input {...at('clientSeed')} label={t('inhouse.clientSeed')} mono />
          <Input {...at('nonce')} label={t('inhouse.nonce')} />
          {form.game === 'dice' && (
            <>
              <Input {...at('target')} label={t('inhouse.verifyPage.diceTarget')} />
              <DirectionChoice direction={form.direction} set={set} />
            </>
          )}
          {form.game === 'mines' && (
            <>
              <Input {...at('mines')} label={t('inhouse.mines.count')} />
              <Input {...at('tiles')} label={t('inhouse.verifyPage.tiles')} />
            </>
          )}
          {form.game === 'plinko' && (
            <>
              <Input {...at('rows')} label={t('inhouse.plinko.rows')} />
              <Input {...at('risk')} label={t('inhouse.plinko.risk')} />
            </>
          )}
          {form.game === 'keno' && <Input {...at('picks')} label={t('inhouse.verifyPage.picks')} />}
        </>
      )}
    </form>
  );
}
