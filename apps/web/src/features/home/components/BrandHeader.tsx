import type { LangCode } from '@lotto/contracts/common/languages';
import { LanguageSwitch } from '../../../ui/LanguageSwitch.tsx';
import { ThemeSwitch } from '../../../ui/ThemeSwitch.tsx';

export type HomeBrand = { name: string; logo: string; languages: readonly LangCode[] };

/** Stand-in for the shell header (a later task): logo, name and the two preferences. */
type Props = { brand: HomeBrand | undefined; loading: boolean };

export function BrandHeader({ brand, loading }: Props) {
  return (
    <header className="topbar">
      <div className="brand">
        {brand ? (
          <>
            {/* The name is written beside the logo, so the image adds nothing for a screen reader. */}
            <img className="brand__logo" src={brand.logo} alt="" height={32} decoding="async" />
            <span className="brand__name">{brand.name}</span>
          </>
        ) : (
          loading && <span className="brand__placeholder skeleton" aria-hidden="true" />
        )}
      </div>
      <div className="topbar__actions">
        {brand && <LanguageSwitch languages={brand.languages} />}
        <ThemeSwitch />
      </div>
    </header>
  );
}
