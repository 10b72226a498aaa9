import { useParams } from 'react-router-dom';
import { SearchResults } from '../../../features/search/components/search-results';
import { prefetchSearch } from '../../../features/search/prefetch-search';
import { useUserInfo } from '@/lib/queries/user-info';
import type { RouteHandle } from '../route-prefetch';

export const handle: RouteHandle = {
  namespaces: ['search'],
  prefetch: (queryClient, { info, params }) => {
    const brandId = info.entry_mode?.brand_id;
    const term = params.searchTerm?.trim();
    if (brandId && term) prefetchSearch(queryClient, brandId, term);
  },
};

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
