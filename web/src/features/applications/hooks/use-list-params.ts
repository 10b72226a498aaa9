import { useSearchParams } from 'react-router-dom';
import { isStage } from '../grouping';
import { pageFromParam } from '@/lib/paging';

/** What a list's URL asks for: its filters, page and the open application. */
export function listParamsOf(params: URLSearchParams) {
  const stage = params.get('stage');
  return {
    page: pageFromParam(params.get('page')),
    stage: isStage(stage) ? stage : null,
    positionId: params.get('position'),
    locationId: params.get('location'),
    q: params.get('q'),
    includeArchived: params.get('archived') === '1',
    applicationId: params.get('application'),
  };
}

/** Filters, page and the open application live in the URL so a view can be shared and reloaded. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const state = listParamsOf(params);
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: false },
    );
  return { ...state, update };
}
