import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MENU_MAX_HEIGHT } from '../../../components/ui/constants';
import { DeferredPopover } from '../../../components/ui/popover/deferred-popover';
import { emitContextChange } from '../../../lib/context-events';
import { removeItem } from '../../../lib/storage';
import { useBrandBasicInfo } from '@/lib/queries/brand-basic-info';
import { useBrandTree } from '@/lib/queries/brand-tree';
import { useTreeRefresh } from '../hooks/use-tree-refresh';
import { useUserBrands } from '../api/get-user-brands';
import { useToggleFavourite } from '../api/toggle-favourite';
import { useCurrentBrandId } from '../enterprise-context';
import { useSwitcherPreferences } from '../stores/switcher-preferences';
import { saveUserContext, userContextFor } from '../user-context';
import './brand-switcher.css';

// The panel (search, tree and flat lists) loads when the switcher first opens; the popover waits
// for it.
const BrandSwitcherPanel = lazy(async () => ({
  default: (await import('./brand-switcher-panel')).BrandSwitcherPanel,
}));

/**
 * A frame's callbacks run before its paint, the next frame's after it was drawn: a task queued from
 * there runs once the answer to the click is on screen.
 */
const afterNextPaint = (work: () => void) =>
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      setTimeout(work, 0);
    }),
  );

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
  // The header names one brand: it reads that brand's record, and the lists (every brand of an
  // enterprise, with the stars) load when the switcher opens.
  const brands = useUserBrands(open);
  const favourite = useToggleFavourite();
  const activeId = useCurrentBrandId(entryBrand.id) ?? entryBrand.id;
  const active = useBrandBasicInfo(activeId);
  // The brand just picked is named at once, before its record arrives.
  const [picked, setPicked] = useState<SwitchedBrand | null>(null);
  const tree = useBrandTree(entryBrand.id, { includeArchived, enabled: open, keepPrevious: true });
  useTreeRefresh(entryBrand.id);
  const label =
    active.data?.name ?? (picked?.id === activeId ? picked.name : null) ?? t('brands.label');
  const favouriteIds = new Set(brands.data?.filter((b) => b.is_favourite).map((b) => b.id));

  const pick = (brand: SwitchedBrand) => {
    setOpen(false);
    setPicked(brand);
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
