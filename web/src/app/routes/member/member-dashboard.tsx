import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { MemberApplications } from '../../../features/applications/components/member-applications';
import { MemberProfile } from '../../../features/applications/components/member-profile';
import { MessageThread } from '../../../features/messaging/components/message-thread';
import { WorkplacesCard } from '../../../features/profile/components/workplaces-card';
import { MyScheduleLink } from '../../../features/schedule/my-schedule/my-schedule-link';
import { MyOffersCard } from '../../../features/applications/offer/my-offers-card';
import { useUserInfo } from '@/lib/queries/user-info';
import type { RouteHandle } from '../route-prefetch';
import './member-dashboard.css';

/** The words of the dashboard's cards: the profile, applications and their offers, the next shifts. */
export const handle: RouteHandle = {
  namespaces: ['member', 'profile', 'workday', 'offers', 'hiring'],
};

/** /dashboard/member: the candidate's profile, where they work, applications and threads. */
export function Component() {
  const { t } = useTranslation('member');
  const user = useUserInfo();
  return (
    <div className="page member-page">
      <header className="member-page__header">
        <h1>
          {user.data?.first_name ? t('greeting', { name: user.data.first_name }) : t('title')}
        </h1>
        <p>
          {t('subtitle')} <Link to={paths.jobs}>{t('applications.browseJobs')}</Link>
        </p>
      </header>
      <div className="member-page__grid">
        <div className="member-page__side">
          {user.data ? <MemberProfile user={user.data} /> : null}
          {user.data ? <WorkplacesCard /> : null}
          {user.data ? <MyScheduleLink /> : null}
          {user.data ? <MyOffersCard /> : null}
        </div>
        <MemberApplications
          renderThread={(application, applicationId) => (
            <MessageThread
              key={applicationId}
              applicationId={applicationId}
              reader="CANDIDATE"
              counterpart={application ? application.brand.name : ''}
            />
          )}
        />
      </div>
    </div>
  );
}
