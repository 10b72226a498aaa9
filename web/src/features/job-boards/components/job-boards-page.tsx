import { useTranslation } from 'react-i18next';
import { JOB_BOARDS } from '../paging';
import '../job-boards.css';
import { BoardCard } from './board-card';
import { BoardConnection } from './board-connection';
import { EmptyState } from '@/components/ui/states/states';
import { ArrowLeftRight } from 'lucide-react';

interface JobBoardsPageProps {
  brandId: string;
  jobBoard: string | undefined;
  basePath: string;
  /** The boards the policy's JOB_BOARD condition lets this user manage. */
  canManage: (jobBoard: string) => boolean;
  /** Campaigns are paid promotion, a sales feature: hidden for MANAGER_NO_SALES. */
  salesAccess: boolean;
}

/** /job-boards/:jobBoard?: the partners on the left, the chosen one's connection and campaigns beside. */
export function JobBoardsPage({
  brandId,
  jobBoard,
  basePath,
  canManage,
  salesAccess,
}: JobBoardsPageProps) {
  const { t } = useTranslation('job-boards');
  const boards = JOB_BOARDS.filter((b) => canManage(b.id));
  const chosen = jobBoard && boards.some((b) => b.id === jobBoard) ? jobBoard : undefined;
  return (
    <section className="page jb">
      <header>
        <h1>{t('title')}</h1>
        <p className="jb-muted">{t('lead')}</p>
      </header>
      <div className="jb-layout">
        <nav className="jb-boards" aria-label={t('boards')}>
          {boards.map((b) => (
            <BoardCard key={b.id} id={b.id} name={b.name} to={`${basePath}/${b.id}`} />
          ))}
        </nav>
        <div className="jb-main">
          {chosen ? (
            <BoardConnection
              key={chosen}
              jobBoard={chosen}
              brandId={brandId}
              salesAccess={salesAccess}
            />
          ) : (
            <EmptyState
              frame="bordered"
              className="jb-state"
              icon={<ArrowLeftRight aria-hidden="true" size={28} strokeWidth={1.5} />}
              title={t('pick.title')}
              hint={t('pick.hint')}
            />
          )}
        </div>
      </div>
    </section>
  );
}
