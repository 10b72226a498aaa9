import { useParams } from 'react-router-dom';
import { SearchResults } from '../../../features/search/components/search-results';
import { useUserInfo } from '@/lib/queries/user-info';
import type { RouteHandle } from '../route-prefetch';

export const handle: RouteHandle = { namespaces: ['search'] };

/** global-search-result/:searchTerm: brands, employees and candidates matching the term. */
export function Component() {
  const { searchTerm = '' } = useParams();
  const user = useUserInfo();
  const term = searchTerm.trim();
  return (
    <div className="page">
      <SearchResults key={term} brandId={user.data?.entry_mode?.brand_id ?? null} term={term} />
    </div>
  );
}
