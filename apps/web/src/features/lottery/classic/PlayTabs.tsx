import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePadText } from './text.ts';
import type { PlayMenu } from '../client/types.ts';

type Group = PlayMenu[number]['playMenuGroups'][number];

/** Play groups as tabs (SSC 5 stars, first 3, sides ...) and the group's play types under them. */
export function PlayTabs({
  groups,
  playId,
  onChange,
}: {
  groups: Group[];
  playId: string;
  onChange: (playId: string) => void;
}) {
  const { t } = useTranslation();
  const text = usePadText();
  const active = groups.find((g) => g.playMenus.some((p) => p.playId === playId)) ?? groups[0];
  const strip = useRef<HTMLDivElement>(null);
  // A deep-linked play may sit in a group past the edge of a phone: bring its tab into the strip.
  useEffect(() => {
    const el = strip.current;
    const tab = el?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (el && tab) el.scrollLeft = Math.max(0, tab.offsetLeft - el.offsetLeft - 16);
  }, [active?.playCode]);
  return (
    <nav className="lt-plays" aria-label={t('lottery.playType')}>
      <div className="lt-plays__groups" role="tablist" ref={strip}>
        {groups.map((g) => (
          <button
            key={g.playCode}
            type="button"
            role="tab"
            aria-selected={g === active}
            className="lt-tab"
            onClick={() => onChange(g.playMenus[0]!.playId)}
            data-testid={`lt-group-${g.playCode}`}
          >
            {text.group(g.playCode)}
          </button>
        ))}
      </div>
      {active && (
        <div className="lt-plays__list">
          {active.playMenus.map((p) => (
            <button
              key={p.playId}
              type="button"
              className="chip lt-chip"
              aria-pressed={p.playId === playId}
              onClick={() => onChange(p.playId)}
              data-testid={`lt-play-${p.playId}`}
            >
              {p.playName}
            </button>
          ))}
        </div>
      )}
    </nav>
  );
}
