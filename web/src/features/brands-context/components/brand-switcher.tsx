import {
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MENU_MAX_HEIGHT } from '../../../components/ui/constants';
import { anchoredPopover } from '../../../components/ui/popover/anchored-popover';
import type { PopoverPanelProps } from '../../../components/ui/popover/popover-panel';
import { emitContextChange } from '../../../lib/context-events';
import { removeItem } from '../../../lib/storage';
import { useBrandBasicInfo } from '@/lib/queries/brand-basic-info';
import { brandTreeQueryOptions, useBrandTree } from '@/lib/queries/brand-tree';
import { useTreeRefresh } from '../hooks/use-tree-refresh';
import { useWhenSettled } from '../hooks/use-when-settled';
import { favouriteBrandsQueryOptions, useFavouriteBrands } from '../api/get-favourite-brands';
import { useToggleFavourite } from '../api/toggle-favourite';
import { useCurrentBrandId } from '../enterprise-context';
import { afterNextPaint } from '../after-next-paint';
import { useSwitcherPreferences } from '../stores/switcher-preferences';
import { saveUserContext, userContextFor } from '../user-context';
import { loadPanel, usePanelModule } from './panel-module';
import './brand-switcher.css';

const warnUnloaded = (error: unknown) =>
  console.warn('the brand switcher could not be loaded', error);

/** The floating panel, drawn once its module is in (an open switcher asks for it). */
function SwitcherPopoverPanel(props: PopoverPanelProps) {
  const panel = usePanelModule();
  useEffect(() => {
    if (!panel) loadPanel().catch(warnUnloaded);
  }, [panel]);
  return panel ? <panel.PopoverPanel {...props} /> : null;
}
const SwitcherPopover = anchoredPopover(SwitcherPopoverPanel);

/** Asks ahead for a list nobody has asked for yet, or one gone stale; never again for a failed one. */
const askAhead = <T, K extends QueryKey>(
  queryClient: QueryClient,
  query: FetchQueryOptions<T, Error, T, K>,
) => {
  if (queryClient.getQueryState(query.queryKey)?.status === 'error') return;
  void queryClient.prefetchQuery(query);
};

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
  // The header names one brand: it reads that brand's record, and the lists (the tree and the
  // stars) load when the switcher opens.
  const favourites = useFavouriteBrands(open);
  const favourite = useToggleFavourite();
  const activeId = useCurrentBrandId(entryBrand.id) ?? entryBrand.id;
  const active = useBrandBasicInfo(activeId);
  // The brand just picked is named at once, before its record arrives.
  const [picked, setPicked] = useState<SwitchedBrand | null>(null);
  const tree = useBrandTree(entryBrand.id, { includeArchived, enabled: open, keepPrevious: true });
  useTreeRefresh(entryBrand.id);
  const queryClient = useQueryClient();
  const panel = usePanelModule();
  // Once the page has drawn what it asked for, the switcher asks for its lists; pointed at or
  // focused, for its panel's code too: a click then only draws them, where it had waited for the
  // module, then the two calls, then React's hold on content that replaces a fallback. The code
  // (20 KB with the floating panel's library) is not fetched on every page a person never opens
  // the switcher on: the lists are a few KB, the code a tenth of an employer's landing.
  const askLists = () => {
    askAhead(queryClient, brandTreeQueryOptions(entryBrand.id, includeArchived));
    askAhead(queryClient, favouriteBrandsQueryOptions());
  };
  const warm = () => {
    loadPanel().catch(warnUnloaded);
    askLists();
  };
  useWhenSettled(askLists);
  const label =
    active.data?.name ?? (picked?.id === activeId ? picked.name : null) ?? t('brands.label');
  // The panel draws again only when what it shows changes (each of its renders draws every row).
  const favouriteIds = useMemo(() => new Set(favourites.data?.map((b) => b.id)), [favourites.data]);
  const { mutate: star } = favourite;
  const onToggleFavourite = useCallback(
    (node: SwitchedBrand, on: boolean) =>
      star({ brandId: node.id, name: node.name, favourite: on }),
    [star],
  );
  const { refetch } = tree;
  const onRetry = useCallback(() => void refetch(), [refetch]);

  const pick = useCallback(
    (brand: SwitchedBrand) => {
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
    },
    [entryBrand, onSwitched],
  );

  return (
    <div className="brand-dropdown" onPointerEnter={warm} onFocus={warm}>
      <SwitcherPopover
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
        {panel && (
          <panel.BrandSwitcherPanel
            root={tree.data?.root}
            // The rows are drawn once, with their stars: the stars are a few and come quickly.
            loading={tree.isPending || favourites.isPending}
            failed={tree.isError}
            onRetry={onRetry}
            fetching={tree.isFetching}
            activeId={activeId}
            onPick={pick}
            favouriteIds={favouriteIds}
            onToggleFavourite={onToggleFavourite}
          />
        )}
      </SwitcherPopover>
    </div>
  );
}
