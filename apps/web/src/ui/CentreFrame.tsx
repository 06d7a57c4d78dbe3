import { useEffect, useRef, type ReactNode } from 'react';
import { Dialog } from './Dialog.tsx';
import './centre-layout.css';
import './centre-forms.css';

type Props<P extends string> = {
  title: string;
  menuLabel: string;
  pages: readonly P[];
  active: P;
  /** A page's name in the menu and as the panel's heading. */
  nameOf: (page: P) => string;
  /** A count shown on a page's menu entry (open missions); undefined shows none. */
  badgeOf?: (page: P) => number | undefined;
  /** What a page's count means, for screen readers. */
  badgeLabel?: (count: number, page: P) => string;
  onPage: (page: P) => void;
  onClose: () => void;
  /** `member-centre` or `agent-centre`: the dialog's test id, and `-menu` and `-page` after it. */
  testId: string;
  children: ReactNode;
};

function Badge({ count, label }: { count: number | undefined; label?: (count: number) => string }) {
  if (count === undefined) return null;
  return (
    <span className="mc__count" data-testid="menu-badge" aria-label={label?.(count)}>
      {count}
    </span>
  );
}

/**
 * The frame of the member and agent centres: a wide dialog with the menu of pages beside the
 * active one (on phones a strip of tabs above it, the active tab kept in view), exactly one page
 * marked current.
 */
export function CentreFrame<P extends string>(p: Props<P>) {
  const menu = useRef<HTMLElement>(null);
  useEffect(() => {
    menu.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [p.active]);
  const heading = p.nameOf(p.active);
  return (
    <Dialog title={p.title} onClose={p.onClose} width={1080} className="mc-dialog" testId={p.testId}>
      <div className="mc">
        <nav ref={menu} className="mc__menu" aria-label={p.menuLabel} data-testid={`${p.testId}-menu`}>
          {p.pages.map((page) => (
            <button
              key={page}
              type="button"
              className="mc__item"
              data-page={page}
              aria-current={page === p.active ? 'page' : undefined}
              onClick={() => p.onPage(page)}
            >
              {p.nameOf(page)}
              <Badge
                count={p.badgeOf?.(page)}
                label={p.badgeLabel && ((n) => p.badgeLabel?.(n, page) ?? '')}
              />
            </button>
          ))}
        </nav>
        <section
          className="mc__panel"
          aria-label={heading}
          data-page={p.active}
          data-testid={`${p.testId}-page`}
        >
          <h3 className="mc__title">{heading}</h3>
          {p.children}
        </section>
      </div>
    </Dialog>
  );
}
