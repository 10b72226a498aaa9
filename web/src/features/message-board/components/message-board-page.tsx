import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMessageBoard } from '../api/get-message-board';
import './message-board.css';
import { dateTimeFormat } from '../../../lib/intl-format';

/** /message-board: an enterprise user's view of candidate messages across the group's locations. */
export function MessageBoardPage({ groupId, hiringPath }: { groupId: string; hiringPath: string }) {
  const { t, i18n } = useTranslation('messaging');
  const board = useMessageBoard(groupId);
  const when = dateTimeFormat(i18n.language || 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <section className="page">
      <h1 id="message-board-title">{t('board.title')}</h1>
      <p>{t('board.lead')}</p>
      {board.isPending ? <p aria-busy="true">{t('board.loading')}</p> : null}
      {board.isError ? (
        <p role="alert">
          {t('board.error')}{' '}
          <button type="button" onClick={() => void board.refetch()}>
            {t('board.retry')}
          </button>
        </p>
      ) : null}
      {board.data && board.data.brands.length === 0 ? <p>{t('board.empty')}</p> : null}
      {board.data && board.data.brands.length > 0 ? (
        // Scrolls on its own at phone width instead of the page; focusable so a keyboard can scroll it.
        <div
          className="message-board__scroll"
          role="region"
          aria-labelledby="message-board-title"
          tabIndex={0}
        >
          <table>
            <thead>
              <tr>
                <th scope="col">{t('board.location')}</th>
                <th scope="col">{t('board.threads')}</th>
                <th scope="col">{t('board.unread')}</th>
                <th scope="col">{t('board.last')}</th>
              </tr>
            </thead>
            <tbody>
              {board.data.brands.map((b) => (
                <tr key={b.brand_id}>
                  <th scope="row">
                    <Link to={`${hiringPath}?brand=${encodeURIComponent(b.brand_id)}`}>
                      {b.brand_name}
                    </Link>
                  </th>
                  <td>{b.thread_count}</td>
                  <td>{b.unread_count}</td>
                  <td>
                    {b.last_message_at
                      ? when.format(new Date(b.last_message_at))
                      : t('board.never')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
