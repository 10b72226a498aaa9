import type { PlacedBrand } from '../brand-tree';
import { BrandRow, type BrandRowActions } from './brand-row';

interface BrandFlatListProps extends BrandRowActions {
  brands: readonly PlacedBrand[];
  labelledBy: string;
}

/** Brands one under another, each with its parent path: the flat view and the favourites. */
export function BrandFlatList({ brands, labelledBy, ...actions }: BrandFlatListProps) {
  return (
    <ul className="brand-list" aria-labelledby={labelledBy}>
      {brands.map(({ node, path }) => (
        <li key={node.id}>
          <BrandRow node={node} path={path} {...actions} />
        </li>
      ))}
    </ul>
  );
}
