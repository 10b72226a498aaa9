import type { Raffle } from '@ws/contracts';
import dayjs from 'dayjs';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { DatePicker } from '../../../components/ui/date-picker/date-picker';
import { TextField } from '../../../components/ui/form/text-field';
import { Select } from '../../../components/ui/popover/select';
import { useBrandUsers } from '../../../lib/queries/brand-users';
import { totalTickets, winChance } from '../raffle-odds';
import { useRaffle, useSaveRaffle } from '../api/items';
import { ItemFormFoot, ItemLoader, useItemForm } from './item-form';
import { X } from 'lucide-react';
import { tooltip } from '../../../components/ui/tooltip/tooltip';

type Entry = Raffle['entries'][number];

function Fields({ brandId, raffle }: { brandId: string; raffle: Raffle | undefined }) {
  const { t } = useTranslation('rewards');
  const form = useItemForm('raffles');
  const employees = useBrandUsers(brandId);
  const save = useSaveRaffle(brandId);
  const [name, setName] = useState(raffle?.name ?? '');
  const [prize, setPrize] = useState(raffle?.prize ?? '');
  const [start, setStart] = useState<string | null>(
    raffle?.start_date ?? dayjs().format('YYYY-MM-DD'),
  );
  const [end, setEnd] = useState<string | null>(
    raffle?.end_date ?? dayjs().add(1, 'month').format('YYYY-MM-DD'),
  );
  const [entries, setEntries] = useState<Entry[]>(raffle?.entries ?? []);
  const { setError } = form;
  const total = totalTickets(entries);

  const entered = new Set(entries.map((e) => e.user_id));
  const candidates = (employees.data ?? [])
    .filter((e) => !entered.has(e.id))
    .map((e) => ({
      value: e.id,
      label: `${e.first_name} ${e.last_name}`,
      detail: e.position.name,
    }));
  const addEntrant = (userId: string) => {
    const found = employees.data?.find((e) => e.id === userId);
    if (found)
      setEntries((list) => [
        ...list,
        { user_id: found.id, name: `${found.first_name} ${found.last_name}`, tickets: 1 },
      ]);
  };
  const setTickets = (userId: string, tickets: number) =>
    setEntries((list) => list.map((e) => (e.user_id === userId ? { ...e, tickets } : e)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t('form.nameRequired'));
    if (!prize.trim()) return setError(t('raffle.prizeRequired'));
    if (!start || !end) return setError(t('raffle.datesRequired'));
    if (end < start) return setError(t('raffle.endBeforeStart'));
    if (entries.some((e) => !Number.isInteger(e.tickets) || e.tickets < 1 || e.tickets > 100)) {
      return setError(t('raffle.ticketsInvalid'));
    }
    setError(null);
    const body = {
      name: name.trim(),
      prize: prize.trim(),
      start_date: start,
      end_date: end,
      entries: entries.map(({ user_id, tickets }) => ({ user_id, tickets })),
    };
    save.save(raffle?.id, body, form.done);
  };

  return (
    <form className="rw-form" onSubmit={submit} noValidate>
      <TextField
        label={t('form.name')}
        value={name}
        onChange={setName}
        maxLength={120}
        placeholder={t('raffle.namePlaceholder')}
      />
      <TextField
        label={t('raffle.prize')}
        value={prize}
        onChange={setPrize}
        maxLength={200}
        placeholder={t('raffle.prizePlaceholder')}
      />
      {/* Enter commits a typed date in the picker; it must not also submit the raffle half-filled. */}
      <div className="rw-form__pair" onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}>
        <DatePicker label={t('raffle.start')} value={start} onChange={setStart} />
        <DatePicker
          label={t('raffle.end')}
          value={end}
          onChange={setEnd}
          min={start ?? undefined}
        />
      </div>
      <fieldset>
        <legend className="ui-field__label">
          {t('raffle.entriesLabel', { count: entries.length, tickets: total })}
        </legend>
        {entries.length === 0 ? <p className="rw-card__meta">{t('raffle.noEntries')}</p> : null}
        <ul className="rw-entries" aria-label={t('raffle.entriesList')}>
          {entries.map((entry) => (
            <li key={entry.user_id} data-testid="raffle-entry">
              <span>
                {entry.name}{' '}
                <span className="rw-card__meta">
                  ({t('raffle.chance', { percent: winChance(entry.tickets, total) })})
                </span>
              </span>
              <input
                type="number"
                min={1}
                max={100}
                aria-label={t('raffle.ticketsFor', { name: entry.name })}
                value={entry.tickets}
                onChange={(e) => setTickets(entry.user_id, Number(e.target.value))}
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('raffle.removeEntrant', { name: entry.name })}
                {...tooltip(t('raffle.removeEntrant', { name: entry.name }))}
                onClick={() =>
                  setEntries((list) => list.filter((e) => e.user_id !== entry.user_id))
                }
              >
                <X aria-hidden="true" size={18} strokeWidth={1.75} />
              </Button>
            </li>
          ))}
        </ul>
        <Select
          label={t('raffle.addEntrant')}
          placeholder={employees.isError ? t('raffle.employeesError') : t('raffle.pickEmployee')}
          options={candidates}
          value={null}
          onChange={addEntrant}
          disabled={employees.isPending || candidates.length === 0}
        />
      </fieldset>
      <ItemFormFoot
        form={form}
        isNew={!raffle}
        createLabel={t('raffle.create')}
        busy={save.isPending}
      />
    </form>
  );
}

/** raffle-management/{id?}: prize, dates and entrants of an open raffle; a drawn raffle is final. */
export function RaffleForm({
  brandId,
  raffleId,
}: {
  brandId: string;
  raffleId: string | undefined;
}) {
  const { t } = useTranslation('rewards');
  const raffle = useRaffle(brandId, raffleId);
  return (
    <ItemLoader id={raffleId} item={raffle} notFound={t('raffle.notFound')}>
      {(loaded) =>
        loaded?.status === 'DRAWN' ? (
          <p className="rw-winner">
            {t('raffle.drawnFinal', { name: loaded.winner?.name ?? '—' })}
          </p>
        ) : (
          <Fields key={loaded?.id ?? 'new'} brandId={brandId} raffle={loaded} />
        )
      }
    </ItemLoader>
  );
}
