import { useSearchParams } from 'react-router-dom';
import { HiringBoard } from '../../../features/applications/components/hiring-board';
import { MessageThread } from '../../../features/messaging/components/message-thread';
import { useUserInfo } from '../../../features/session/api/get-user-info';

/** /dashboard/hiring: the brand's applications with the open one's thread (issue 8). */
export function Component() {
  const [params] = useSearchParams();
  const user = useUserInfo();
  // A brand in the URL (from a search result) narrows the board to that location.
  const brandId = params.get('brand') ?? user.data?.entry_mode?.brand_id ?? null;
  return (
    <div className="page">
      <HiringBoard
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
