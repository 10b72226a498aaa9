import { useTranslation } from 'react-i18next';
import { JOB_BOARDS } from '../paging';
import '../job-boards.css';
import { BoardCard } from './board-card';
import { BoardConnection } from './board-connection';

/** /job-boards/:jobBoard?: the partners on the left, the chosen one's connection and campaigns beside. */
export function JobBoardsPage({ brandId, jobBoard, basePath }: { brandId: string; jobBoard: string | undefined; basePath: string }) {
  const { t } = useTranslation('job-boards');
  return (
    <section className="page jb">
      <header>
        <h1>{t('title')}</h1>
        <p className="jb-muted">{t('lead')}</p>
      </header>
      <div className="jb-layout">
        <nav className="jb-boards" aria-label={t('boards')}>
          {JOB_BOARDS.map((b) => (
            <BoardCard key={b.id} id={b.id} name={b.name} to={`${basePath}/${b.id}`} />
          ))}
        </nav>
        <div className="jb-main">
          {jobBoard ? (
            <BoardConnection key={jobBoard} jobBoard={jobBoard} brandId={brandId} />
          ) : (
            <div className="jb-state">
              <span className="jb-state__icon" aria-hidden="true">
                ⇄
              </span>
              <p className="jb-state__title">{t('pick.title')}</p>
              <p>{t('pick.hint')}</p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
