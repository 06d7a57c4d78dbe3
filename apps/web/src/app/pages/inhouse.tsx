import { useParams } from 'react-router';
import { InhousePage } from '../../features/inhouse/InhousePage.tsx';
import { isInhouseCode } from '../../features/inhouse/helpers.ts';
import { NotFoundPage } from '../../features/not-found/NotFoundPage.tsx';

/** The inhouse chunk: /inhouse/:game, one provably fair in-house game; another code is not found. */
export function Component() {
  const { game } = useParams();
  return isInhouseCode(game) ? <InhousePage game={game} /> : <NotFoundPage />;
}
