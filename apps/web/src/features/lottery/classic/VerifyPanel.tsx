import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { webHmac, webSha256 } from '@lotto/contracts/games/fair/fair';
import { verifyDraw, type DrawVerification } from '@lotto/contracts/lottery/draw';
import type { Game } from '@lotto/contracts/lottery/games';
import { errorText } from '../../../lib/api-errors.ts';
import { useVerify } from '../client/api.ts';
import { Balls } from '../common/Balls.tsx';
import type { LotteryGame, Verification } from '../client/types.ts';

/**
 * Checks a past in-house draw two ways: the server's answer (GET /lgw/lottery/verify), and this
 * browser recomputing it from the revealed seed with the same commit-reveal code: SHA-256 of
 * the seed must be the commitment published before the draw, and the seed must yield the result.
 */
export function VerifyPanel({
  info,
  game,
  numero,
}: {
  info: LotteryGame;
  game: Game;
  numero: string | null;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [typed, setTyped] = useState(numero ?? '');
  const [asked, setAsked] = useState<string | null>(numero);
  const server = useVerify(info.gameCode, asked);
  const browser = useBrowserCheck(game, server.data);
  if (game.source === 'import') return <p className="muted">{t('lottery.verify.official')}</p>;
  return (
    <div className="lt-verify" data-testid="lt-verify">
      <p className="lt-help">{t('lottery.verify.help')}</p>
      <form
        className="lt-verify__form"
        onSubmit={(e) => {
          e.preventDefault();
          setAsked(typed.trim() || null);
        }}
      >
        <label htmlFor={inputId}>{t('lottery.verify.numero')}</label>
        <input
          id={inputId}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          data-testid="lt-verify-numero"
        />
        <button type="submit" className="lt-button">
          {t('lottery.verify.check')}
        </button>
      </form>
      {server.isFetching && <p className="muted">{t('lottery.loading')}</p>}
      {server.isError && <p role="alert">{errorText(t, server.error)}</p>}
      {server.data && (
        <dl className="lt-facts">
          <dt>{t('lottery.verify.result')}</dt>
          <dd>
            <Balls winNo={server.data.winNo} family={info.family} size="sm" />
          </dd>
          <dt>{t('lottery.draw.commitment')}</dt>
          <dd>
            <code className="lt-hash">{server.data.commitment}</code>
          </dd>
          <dt>{t('lottery.verify.seed')}</dt>
          <dd>
            <code className="lt-hash">{server.data.seed}</code>
          </dd>
          <dt>{t('lottery.verify.server')}</dt>
          <dd
            data-testid="lt-verify-server"
            data-ok={server.data.commitmentMatches && server.data.resultMatches}
          >
            {server.data.commitmentMatches && server.data.resultMatches
              ? t('lottery.verify.ok')
              : t('lottery.verify.bad')}
          </dd>
          <dt>{t('lottery.verify.browser')}</dt>
          <dd
            data-testid="lt-verify-browser"
            data-ok={browser ? browser.commitmentMatches && browser.resultMatches : ''}
          >
            {!browser
              ? t('lottery.loading')
              : browser.commitmentMatches && browser.resultMatches
                ? t('lottery.verify.ok')
                : t('lottery.verify.bad', { expected: browser.expected })}
          </dd>
        </dl>
      )}
    </div>
  );
}

/** The draw recomputed here with WebCrypto from the seed the server revealed. */
function useBrowserCheck(game: Game, v: Verification | undefined): DrawVerification | null {
  const [result, setResult] = useState<{ of: Verification; check: DrawVerification } | null>(null);
  useEffect(() => {
    if (!v) return;
    let live = true;
    void verifyDraw(
      {
        seed: v.seed,
        gameCode: game.code,
        numero: v.numero,
        shape: game.shape,
        commitment: v.commitment,
        winNo: v.winNo,
      },
      { hmac: webHmac, sha256: webSha256 },
    ).then((check) => {
      if (live) setResult({ of: v, check });
    });
    return () => {
      live = false;
    };
  }, [game, v]);
  return result && result.of === v ? result.check : null;
}
