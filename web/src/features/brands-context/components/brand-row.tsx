import type { BrandTreeNode } from '@ws/contracts';
import type { TFunction } from 'i18next';
import type { KeyboardEvent, ReactNode } from 'react';
import { Star } from 'lucide-react';
import { tooltip } from '../../../components/ui/tooltip/tooltip';

/** What every list of the switcher does with a brand. */
export interface BrandRowActions {
  activeId: string;
  isFavourite: (id: string) => boolean;
  onPick: (node: BrandTreeNode) => void;
  onToggleFavourite: (node: BrandTreeNode, favourite: boolean) => void;
  /**
   * The shell's words, read once by the panel: a hook per row subscribed each of an enterprise's
   * rows to the language on its own, the largest part of drawing the open switcher.
   */
  t: TFunction<'shell'>;
}

interface BrandRowProps extends BrandRowActions {
  node: BrandTreeNode;
  /** Where the brand sits, for lists that do not show the tree (flat view, favourites). */
  path?: readonly string[];
  /** The structured view's expand button, or a spacer of its width. */
  expander?: ReactNode;
  onOptionKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/** One brand: pick it (the active one is aria-current), and star or un-star it. */
export function BrandRow({
  node,
  path,
  expander,
  activeId,
  isFavourite,
  onPick,
  onToggleFavourite,
  onOptionKeyDown,
  t,
}: BrandRowProps) {
  const active = node.id === activeId;
  const favourite = isFavourite(node.id);
  const starLabel = t(favourite ? 'brands.unfavourite' : 'brands.favourite', { name: node.name });
  return (
    <div className="brand-row">
      {expander}
      <button
        type="button"
        className="brand-option"
        aria-current={active ? 'true' : undefined}
        data-brand-id={node.id}
        onClick={() => onPick(node)}
        onKeyDown={onOptionKeyDown}
      >
        <span className="brand-option__text">
          {/* Titles show what the ellipsis cuts off. */}
          <span className="brand-option__name" title={node.name}>
            {node.name}
          </span>
          {path && path.length > 0 && (
            <span className="brand-option__path" title={path.join(' / ')}>
              {path.join(' / ')}
            </span>
          )}
        </span>
        {node.archived && <span className="brand-badge">{t('brands.archived')}</span>}
        {active && <span aria-hidden="true" className="ui-tick" />}
      </button>
      <button
        type="button"
        className="brand-star"
        aria-pressed={favourite}
        aria-label={starLabel}
        {...tooltip(starLabel)}
        onClick={() => onToggleFavourite(node, !favourite)}
      >
        <Star
          aria-hidden="true"
          size={16}
          strokeWidth={1.75}
          fill={favourite ? 'currentColor' : 'none'}
        />
      </button>
    </div>
  );
}
