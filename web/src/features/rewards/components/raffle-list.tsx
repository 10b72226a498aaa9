import type { Raffle } from '@ws/contracts';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../lib/api-error';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '../../../components/ui/button/button';
import { confirmDialog } from '../../../components/ui/dialog/confirm';
import { confirmDelete } from './confirm-delete';
import { FormError } from '../../../components/ui/form/form-error';
import { useDrawRaffle } from '../api/draw-raffle';
import { canDraw, totalTickets } from '../raffle-odds';
import { managementPath } from '../rewards-path';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states/states';
import { Ticket } from 'lucide-react';
import { useDeleteRaffle, useRaffles } from '../api/items';

function RaffleCard({ raffle, brandId }: { raffle: Raffle; brandId: string }) {
  const { t } = useTranslation('rewards');
  const errorText = useApiErrorText();
  const { pathname } = useLocation();
  const draw = useDrawRaffle(brandId);
  const remove = useDeleteRaffle(brandId);
  const tickets = totalTickets(raffle.entries);
  const day = (value: string) => dayjs(value).format('MMM D, YYYY');
  const onDraw = async () => {
    const sure = await confirmDialog({
      title: t('raffle.drawTitle'),
      message: t('raffle.drawMessage', { name: raffle.name, count: raffle.entries.length }),
      confirmLabel: t('raffle.draw'),
    });
    if (sure) draw.mutate(raffle.id);
  };
  const onDelete = async () => {
    if (await confirmDelete(t, 'raffle', raffle.name)) remove.mutate(raffle.id);
  };
  return (
    <li className="rw-card" data-testid="raffle-card" aria-label={raffle.name}>
      <div className="rw-card__head">
        <h3 className="rw-card__title">{raffle.name}</h3>
        <span className={raffle.status === 'OPEN' ? 'rw-badge' : 'rw-badge rw-badge--success'}>
          {t(`raffleStatus.${raffle.status}`)}
        </span>
      </div>
      <p className="rw-card__meta">{t('raffle.prizeLine', { prize: raffle.prize })}</p>
      <p className="rw-card__meta">
        {t('raffle.dates', { start: day(raffle.start_date), end: day(raffle.end_date) })}
      </p>
      <p className="rw-card__meta">
        {t('raffle.entrants', { count: raffle.entries.length })} ·{' '}
        {t('raffle.tickets', { count: tickets })}
      </p>
      {raffle.winner ? (
        <p className="rw-winner">{t('raffle.winner', { name: raffle.winner.name })}</p>
      ) : null}
      <div className="rw-card__actions">
        {canDraw(raffle) ? (
          <Button size="sm" busy={draw.isPending} onClick={() => void onDraw()}>
            {t('raffle.draw')}
          </Button>
        ) : null}
        {raffle.status === 'OPEN' ? (
          <Link to={managementPath(pathname, 'raffle', raffle.id)}>{t('actions.edit')}</Link>
        ) : null}
        <Button variant="ghost" size="sm" busy={remove.isPending} onClick={() => void onDelete()}>
          {t('actions.delete')}
        </Button>
      </div>
      <FormError
        message={
          draw.isError ? errorText(draw.error) : remove.isError ? errorText(remove.error) : null
        }
      />
    </li>
  );
}

/** The raffles tab: open raffles first, each with its prize, dates, entries and the drawn winner. */
export function RaffleList({ brandId }: { brandId: string }) {
  const { t } = useTranslation('rewards');
  const { pathname } = useLocation();
  const raffles = useRaffles(brandId);
  const create = (
    <Link className="rw-primary-link" to={managementPath(pathname, 'raffle')}>
      + {t('raffle.new')}
    </Link>
  );
  if (raffles.isPending) return <LoadingState label={t('raffle.loading')} />;
  if (raffles.isError)
    return (
      <ErrorState ns="rewards" title={t('raffle.error')} onRetry={() => void raffles.refetch()} />
    );
  if (raffles.data.length === 0) {
    return (
      <EmptyState
        icon={<Ticket aria-hidden="true" size={28} strokeWidth={1.5} />}
        title={t('raffle.empty')}
        hint={t('raffle.emptyHint')}
      >
        {create}
      </EmptyState>
    );
  }
  const sorted = [...raffles.data].sort(
    (a, b) =>
      Number(a.status === 'DRAWN') - Number(b.status === 'DRAWN') ||
      b.start_date.localeCompare(a.start_date),
  );
  const open = raffles.data.filter((r) => r.status === 'OPEN').length;
  return (
    <>
      <div className="rw-toolbar">
        <p>{t('raffle.count', { count: raffles.data.length, open })}</p>
        {create}
      </div>
      <ul className="rw-grid" aria-label={t('tabs.raffles')}>
        {sorted.map((raffle) => (
          <RaffleCard key={raffle.id} raffle={raffle} brandId={brandId} />
        ))}
      </ul>
    </>
  );
}
