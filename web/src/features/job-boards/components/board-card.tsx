import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useConnection } from '../api/check-connection';

/** A partner in the list, with whether the employer is connected to it. */
export function BoardCard({ id, name, to }: { id: string; name: string; to: string }) {
  const { t } = useTranslation('job-boards');
  const connection = useConnection(id);
  const state = connection.isError
    ? 'unknown'
    : connection.isPending
      ? 'checking'
      : connection.data.connected
        ? 'connected'
        : 'disconnected';
  return (
    <NavLink to={to} className={({ isActive }) => (isActive ? 'jb-board is-active' : 'jb-board')}>
      <span className="jb-board__logo" aria-hidden="true">
        {name.charAt(0)}
      </span>
      <span className="jb-board__text">
        <strong>{name}</strong>
        <span className={`jb-board__state jb-board__state--${state}`}>{t(`board.${state}`)}</span>
      </span>
    </NavLink>
  );
}
