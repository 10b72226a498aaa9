import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MENU_MAX_HEIGHT } from '../../../components/ui/constants';
import { DeferredPopover } from '../../../components/ui/popover/deferred-popover';
import { emitContextChange } from '../../../lib/context-events';
import { removeItem } from '../../../lib/storage';
import { useBrandTree } from '@/lib/queries/brand-tree';
import { useTreeRefresh } from '../hooks/use-tree-refresh';
import { useUserBrands } from '../api/get-user-brands';
import { useToggleFavourite } from '../api/toggle-favourite';
import { findNode } from '../brand-tree';
import { useCurrentBrandId } from '../enterprise-context';
import { useSwitcherPreferences } from '../stores/switcher-preferences';
import { saveUserContext, userContextFor } from '../user-context';
import './brand-switcher.css';

// The panel (search, tree and flat lists) loads when the switcher first opens; the popover waits
// for it.
const BrandSwitcherPanel = lazy(async () => ({
  default: (await import('./brand-switcher-panel')).BrandSwitcherPanel,
}));

/** A frame's callbacks run before its paint, a task queued from one after it. */
const afterNextPaint = (work: () => void) =>
  requestAnimationFrame(() => {
    setTimeout(work, 0);
  });

export interface SwitchedBrand {
  id: string;
  name: string;
  type: string;
}

interface BrandSwitcherProps {
  entryBrand: { id: string; type: string };
  /** Called after the active brand changed (the caller decides where to land, §2). */
  onSwitched: (brand: SwitchedBrand) => void;
}

/** §1/§6 the employers' brand switcher over the entry brand's tree, with favourites first. */
export function BrandSwitcher({ entryBrand, onSwitched }: BrandSwitcherProps) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const includeArchived = useSwitcherPreferences((s) => s.includeArchived);
  const brands = useUserBrands(true);
  const favourite = useToggleFavourite();
  const activeId = useCurrentBrandId(entryBrand.id) ?? entryBrand.id;
  const listed = brands.data?.find((b) => b.id === activeId);
  // The user's list leaves archived brands out: an archived active brand is named from the tree.
  const tree = useBrandTree(entryBrand.id, {
    includeArchived,
    enabled: open || (brands.isSuccess && !listed),
    keepPrevious: true,
  });
  useTreeRefresh(entryBrand.id);
  const label =
    listed?.name ?? (tree.data && findNode(tree.data.root, activeId)?.name) ?? t('brands.label');
  const favouriteIds = new Set(brands.data?.filter((b) => b.is_favourite).map((b) => b.id));

  const pick = (brand: SwitchedBrand) => {
    setOpen(false);
    // Every screen that reads the brand renders again for the new one, at once (the brand is an
    // external store), which in a large enterprise takes hundreds of milliseconds: the closed
    // switcher is painted first, as the answer to the click, and the switch follows.
    afterNextPaint(() => {
      saveUserContext(userContextFor(entryBrand, brand));
      // The pick is newer than any gid link: the screens follow it from now on.
      removeItem('enterprise_id');
      emitContextChange({ reason: 'brand-switch', brandId: brand.id });
      onSwitched(brand);
    });
  };

  return (
    <div className="brand-dropdown">
      <DeferredPopover
        open={open}
        onOpenChange={setOpen}
        placement="bottom-start"
        label={t('brands.label')}
        className="brand-switcher"
        maxHeight={MENU_MAX_HEIGHT}
        trigger={(props) => (
          <button type="button" className="brand-dropdown-toggle" {...props}>
            <span className="brand-dropdown-toggle__name" title={label}>
              {label}
            </span>
            <span aria-hidden="true" className="ui-caret" />
          </button>
        )}
      >
        <BrandSwitcherPanel
          root={tree.data?.root}
          loading={tree.isPending}
          failed={tree.isError}
          fetching={tree.isFetching}
          onRetry={() => void tree.refetch()}
          activeId={activeId}
          favouriteIds={favouriteIds}
          onPick={pick}
          onToggleFavourite={(node, on) =>
            favourite.mutate({ brandId: node.id, name: node.name, favourite: on })
          }
        />
      </DeferredPopover>
    </div>
  );
}
