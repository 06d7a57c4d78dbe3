import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { verifyChainLink } from '@lotto/contracts/games/fair/crash';
import { verifyCommitment, webHmac, webSha256 } from '@lotto/contracts/games/fair/fair';
import { jackpotDraw } from '@lotto/contracts/games/fair/jackpot';
import { verifyRound, type VerifiedRound } from '@lotto/contracts/games/fair/verify';
import type { CrashChainValue } from '@lotto/contracts/games/inhouse';
import { inhouseApi } from '@lotto/contracts/games/inhouse-api';
import { apiGet, shape } from '../../lib/api.ts';
import { useJackpot } from '../../lib/queries/footer.ts';
import { roundToVerify, verifyFormFrom, verifyQuery, type VerifyForm } from './helpers.ts';

export type Checked = {
  verified: VerifiedRound | null;
  bad: keyof VerifyForm | null;
  /** null when no commitment (or previous hash) was given */
  commitment: boolean | null;
  chain: boolean | null;
  /** The round's jackpot draw at the brand's odds (it won when 0); null for crash or no jackpot. */
  jackpot?: { draw: number; odds: number } | null;
  failed: boolean;
};

/**
 * Recomputes a round with the very functions that settled it (`verifyRound` on WebCrypto) and
 * checks the revealed server seed against its commitment; for crash, the chain link of the game
 * hash to the previous hash.
 */
export async function checkRound(form: VerifyForm, jackpotOdds?: number): Promise<Checked> {
  const parsed = roundToVerify(form);
  if ('bad' in parsed)
    return { verified: null, bad: parsed.bad, commitment: null, chain: null, failed: false };
  const verified = await verifyRound(parsed.round, webHmac);
  const commitment =
    form.game !== 'crash' && form.hash.trim() !== ''
      ? await verifyCommitment(form.serverSeed.trim(), { hash: form.hash.trim(), sha256: webSha256 })
      : null;
  const link =
    form.game === 'crash' && form.prevHash.trim() !== ''
      ? await verifyChainLink(form.prevHash.trim(), {
          nextHash: form.gameHash.trim().toLowerCase(),
          sha256: webSha256,
        })
      : null;
  const jackpot =
    form.game !== 'crash' && jackpotOdds
      ? {
          draw: await jackpotDraw(
            {
              serverSeed: form.serverSeed.trim(),
              clientSeed: form.clientSeed.trim(),
              nonce: Number(form.nonce),
            },
            { odds: jackpotOdds, hmac: webHmac },
          ),
          odds: jackpotOdds,
        }
      : null;
  return { verified, bad: null, commitment, chain: link, jackpot, failed: false };
}

/**
 * The verifier's form, read from and kept in the address (so the page can be shared as it is),
 * and its check, run again whenever the form changes. An empty crash salt is the current
 * chain's public salt.
 */
export function useVerifyForm() {
  const [search, setSearch] = useSearchParams();
  const [typed, setForm] = useState<VerifyForm>(() => verifyFormFrom(search));
  const [checked, setChecked] = useState<Checked | null>(null);
  const chain = useQuery({
    queryKey: ['inhouse', 'crash-chain'],
    queryFn: ({ signal }) => apiGet(inhouseApi.crashChain, { schema: shape<CrashChainValue>(), signal }),
    enabled: typed.game === 'crash' && typed.salt === '',
    staleTime: 60_000,
    retry: false,
  });
  const salt = chain.data?.salt;
  const form = useMemo(
    () => (typed.game === 'crash' && typed.salt === '' && salt ? { ...typed, salt } : typed),
    [typed, salt],
  );
  const set = (k: keyof VerifyForm, v: string) => {
    setChecked(null);
    setForm((f) => ({ ...f, [k]: v }));
  };

  const jackpot = useJackpot().data;
  const odds = jackpot?.enabled ? jackpot.odds : undefined;
  useEffect(() => {
    let live = true;
    checkRound(form, odds)
      .then((c) => live && setChecked(c))
      .catch(
        () => live && setChecked({ verified: null, bad: null, commitment: null, chain: null, failed: true }),
      );
    return () => {
      live = false;
    };
  }, [form, odds]);

  useEffect(() => {
    const q = verifyQuery(form);
    if (q !== search.toString()) setSearch(q, { replace: true });
  }, [form, search, setSearch]);

  return { form, set, checked };
}
