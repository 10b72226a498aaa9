import type { BrandListItem } from '@ws/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emitContextChange } from '../../../lib/context-events';
import { useToggleFavourite } from '../api/toggle-favourite';
import { asHierarchy } from '../brand-hierarchy';
import { useUserBrands } from '../api/get-user-brands';
import { readUserContext, saveUserContext, userContextFor } from '../user-context';

interface BrandDropdownProps {
  entryBrand: { id: string; type: string };
  /** Called after the active brand changed (the caller decides where to land, §2). */
  onSwitched: (brand: BrandListItem) => void;
}

/** §1/§6 the employers' brand switcher: the hierarchy, with favourites first. */
export function BrandDropdown({ entryBrand, onSwitched }: BrandDropdownProps) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const { data: brands = [] } = useUserBrands(true);
  const favourite = useToggleFavourite();
  const activeId = readUserContext()?.active_brand?.brand_id ?? entryBrand.id;
  const active = brands.find((b) => b.id === activeId);
  const favourites = brands.filter((b) => b.is_favourite);
  const pick = (brand: BrandListItem) => {
    saveUserContext(userContextFor(entryBrand, brand));
    emitContextChange({ reason: 'brand-switch', brandId: brand.id });
    setOpen(false);
    onSwitched(brand);
  };
  const row = (brand: BrandListItem, depth: number) => (
    <li key={`${depth}-${brand.id}`} className="brand-row" style={{ paddingInlineStart: `${depth * 1}rem` }}>
      <button type="button" role="menuitemradio" aria-checked={brand.id === activeId} className="link-button" onClick={() => pick(brand)}>
        {brand.name}
      </button>
      <button
        type="button"
        className="icon-button star"
        aria-label={brand.is_favourite ? t('brands.unfavourite', { name: brand.name }) : t('brands.favourite', { name: brand.name })}
        aria-pressed={Boolean(brand.is_favourite)}
        onClick={() => favourite.mutate({ brandId: brand.id, favourite: !brand.is_favourite })}
      >
        {brand.is_favourite ? '★' : '☆'}
      </button>
    </li>
  );
  return (
    <div className="brand-dropdown">
      <button type="button" className="brand-dropdown-toggle secondary" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
        {active?.name ?? t('brands.label')}
      </button>
      {open && (
        <div className="brand-menu" role="menu" aria-label={t('brands.label')}>
          {favourites.length > 0 && (
            <>
              <p className="brand-menu-heading">{t('brands.favourites')}</p>
              <ul>{favourites.map((b) => row(b, 0))}</ul>
            </>
          )}
          <p className="brand-menu-heading">{t('brands.all')}</p>
          <ul>{asHierarchy(brands).map(({ brand, depth }) => row(brand, depth))}</ul>
        </div>
      )}
    </div>
  );
}
