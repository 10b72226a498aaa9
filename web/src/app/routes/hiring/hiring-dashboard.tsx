import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { HiringBoard } from '../../../features/applications/components/hiring-board';
import { MessageThread } from '../../../features/messaging/components/message-thread';
import { useUserInfo } from '@/lib/queries/user-info';
import { prefetchHiringBoard } from '../../../features/applications/prefetch-board';
import type { RouteHandle } from '../route-prefetch';
import './hiring-dashboard.css';

/** The board's brand: one in the URL (from a search result) narrows it to that location. */
const boardBrandOf = (picked: string | null, entryBrand: string | null) => picked ?? entryBrand;

/**
 * The board's words (its cards, filters and selection; an application opened from the address
 * draws its stages and offer with it), and its first calls, asked for by the frame once it knows
 * the user may hire.
 */
export const handle: RouteHandle = {
  namespaces: ['hiring', 'pipeline', 'bulk-hiring', 'offers'],
  prefetch: (queryClient, { info, features, search }) => {
    const brandId = boardBrandOf(search.get('brand'), info.entry_mode?.brand_id ?? null);
    if (features.hiring && brandId) prefetchHiringBoard(queryClient, brandId, search);
  },
};

/** /dashboard/hiring: the brand's applications with the open one's thread. */
export function Component() {
  const { t } = useTranslation('hiring');
  const [params, setParams] = useSearchParams();
  const user = useUserInfo();
  const entryBrand = user.data?.entry_mode?.brand_id ?? null;
  const picked = params.get('brand');
  const brandId = boardBrandOf(picked, entryBrand);
  return (
    <div className="page">
      {picked && picked !== entryBrand ? (
        <p className="hiring-scope">
          <span>{t('scope.one', { brand: picked })}</span>
          <button type="button" className="hiring-scope__clear" onClick={() => setParams({})}>
            {t('scope.all')}
          </button>
        </p>
      ) : null}
      <HiringBoard
        key={brandId}
        brandId={brandId}
        renderThread={(application, applicationId) => (
          <MessageThread
            key={applicationId}
            applicationId={applicationId}
            reader="EMPLOYER"
            counterpart={application ? application.candidate.first_name : ''}
          />
        )}
      />
    </div>
  );
}
