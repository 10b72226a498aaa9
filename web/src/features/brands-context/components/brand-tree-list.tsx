import type { BrandTreeNode } from '@ws/contracts';
import { type KeyboardEvent, useId } from 'react';
import { BrandRow, type BrandRowActions } from './brand-row';

interface BrandTreeListProps extends BrandRowActions {
  root: BrandTreeNode;
  labelledBy: string;
  isOpen: (id: string) => boolean;
  onOpenChange: (id: string, open: boolean) => void;
}

/** The structured view: the tree as nested lists, branches opened and closed in place. */
export function BrandTreeList({ root, labelledBy, ...rest }: BrandTreeListProps) {
  return (
    <ul className="brand-list brand-tree" aria-labelledby={labelledBy}>
      <TreeItem node={root} {...rest} />
    </ul>
  );
}

type TreeItemProps = Omit<BrandTreeListProps, 'root' | 'labelledBy'> & { node: BrandTreeNode };

const focus = (element: Element | null | undefined) =>
  (element as HTMLElement | null | undefined)?.focus();

function TreeItem({ node, isOpen, onOpenChange, ...actions }: TreeItemProps) {
  const { t } = actions;
  const groupId = useId();
  const branch = node.children.length > 0;
  const open = branch && isOpen(node.id);

  // Tree-style arrows on a brand: forward opens the branch, then enters it; back closes it, then
  // goes up to the parent. Mirrored when the page reads right to left.
  const onOptionKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const rtl = document.documentElement.dir === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const item = event.currentTarget.closest('li');
    if (event.key === forward && branch) {
      event.preventDefault();
      if (open) focus(item?.querySelector(':scope > ul .brand-option'));
      else onOpenChange(node.id, true);
    } else if (event.key === back) {
      event.preventDefault();
      if (open) onOpenChange(node.id, false);
      else focus(item?.parentElement?.closest('li')?.querySelector('.brand-option'));
    }
  };

  return (
    <li>
      <BrandRow
        node={node}
        {...actions}
        onOptionKeyDown={onOptionKeyDown}
        expander={
          branch ? (
            <button
              type="button"
              className="brand-expander"
              aria-expanded={open}
              aria-controls={open ? groupId : undefined}
              aria-label={t(open ? 'brands.collapse' : 'brands.expand', { name: node.name })}
              onClick={() => onOpenChange(node.id, !open)}
            >
              <span
                aria-hidden="true"
                className={open ? 'ui-chevron ui-chevron--open' : 'ui-chevron'}
              />
            </button>
          ) : (
            <span className="brand-expander" aria-hidden="true" />
          )
        }
      />
      {open && (
        <ul id={groupId} className="brand-list">
          {node.children.map((child) => (
            <TreeItem
              key={child.id}
              node={child}
              isOpen={isOpen}
              onOpenChange={onOpenChange}
              {...actions}
            />
          ))}
        </ul>
      )}
    </li>
  );
}
