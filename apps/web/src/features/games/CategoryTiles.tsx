import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categoryHref, type VendorCategory } from '@lotto/contracts/games/categories';
import { CategoryIcon } from './CategoryIcon.tsx';
import './games.css';

/**
 * The home page's category tiles, one per category with vendors, each with its own icon: a row
 * that scrolls sideways on a phone, a grid on a desktop. The lottery tiles open the lottery lobby.
 */
export function CategoryTiles({ categories }: { categories: VendorCategory[] }) {
  const { t } = useTranslation();
  return (
    <nav className="category-tiles" aria-label={t('home.categories')}>
      {categories.map((c) => (
        <Link key={c} to={categoryHref(c)} className="category-tile" data-category={c}>
          <span className="category-tile__icon">
            <CategoryIcon category={c} />
          </span>
          <span>{t(`category.${c}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
