import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Pager } from '../../../components/ui/pager/pager';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states/states';
import { memberThreadPath, paths } from '../../../config/paths';
import { useCandidateApplications } from '../../../features/applications/api/get-candidate-applications';
import { PAGE_SIZE } from '../../../features/applications/paging';
import { MessageThread } from '../../../features/messaging/components/message-thread';
import {
  type MemberThread,
  MemberThreadList,
} from '../../../features/messaging/components/member-thread-list';
import { pageCount, pageFromParam } from '../../../lib/paging';
import './member-messages.css';

/**
 * /my-messages: a member's conversations with employers. Each application carries one thread, so
 * the list is their applications (newest first, with the unread count the header badge adds up),
 * and the one chosen opens beside it, one click from the list and from the badge.
 */
export function Component() {
  const { t } = useTranslation('messaging');
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const openId = params.get('application');
  const query = useCandidateApplications(page);
  const applications = query.data?.applications ?? [];
  const threads: MemberThread[] = applications.map((a) => ({
    applicationId: a.id,
    employer: a.brand.name,
    position: a.position.name,
    unread: a.unread_count,
    updatedAt: a.updated_at,
  }));
  const open = applications.find((a) => a.id === openId);
  const withHref = (applicationId: string) => {
    const href = memberThreadPath(applicationId);
    return page > 1 ? `${href}&page=${page}` : href;
  };

  return (
    <div className="page member-messages">
      <header className="member-messages__header">
        <h1>{t('inbox.pageTitle')}</h1>
        <p>{t('memberInbox.lead')}</p>
      </header>
      {query.isPending ? (
        <LoadingState label={t('inbox.loading')} rows={3} />
      ) : query.isError ? (
        <ErrorState
          title={t('inbox.error')}
          onRetry={() => void query.refetch()}
          ns="messaging"
          keys={{ retry: 'memberInbox.retry' }}
        />
      ) : threads.length === 0 ? (
        <EmptyState
          icon={<MessagesSquare aria-hidden="true" size={28} strokeWidth={1.5} />}
          title={t('memberInbox.empty')}
          hint={
            <>
              {t('memberInbox.emptyHint')}{' '}
              <Link to={paths.jobs}>{t('memberInbox.browseJobs')}</Link>
            </>
          }
        />
      ) : (
        <div className="member-messages__grid">
          <section className="card member-messages__list" aria-labelledby="member-threads-title">
            <h2 id="member-threads-title" className="visually-hidden">
              {t('memberInbox.threads')}
            </h2>
            <MemberThreadList
              threads={threads}
              labelledBy="member-threads-title"
              openId={openId}
              hrefOf={withHref}
            />
            <Pager
              page={page}
              pages={pageCount(query.data?.total ?? 0, PAGE_SIZE)}
              ns="messaging"
              keys={{
                label: 'inbox.pages',
                previous: 'inbox.previous',
                next: 'inbox.next',
                page: 'inbox.pageOf',
              }}
              onPage={(next) =>
                setParams((current) => {
                  const updated = new URLSearchParams(current);
                  updated.set('page', String(next));
                  return updated;
                })
              }
            />
          </section>
          <section className="member-messages__thread">
            {open ? (
              <MessageThread
                key={open.id}
                applicationId={open.id}
                reader="CANDIDATE"
                counterpart={open.brand.name}
              />
            ) : (
              <p className="card member-messages__choose">{t('memberInbox.choose')}</p>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
