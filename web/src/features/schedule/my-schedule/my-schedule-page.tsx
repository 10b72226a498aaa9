import type { MyShift } from '@ws/contracts';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useApiErrorText } from '../../../lib/api-error';
import { useToastStore } from '../../../components/feedback/toast-store';
import { Button } from '../../../components/ui/button/button';
import { useClaimShift, useMyWeek } from '../api/my-week';
import { shiftDay, timeOf, weekFromParam } from '../week';
import { AvailabilityCard } from './availability-card';
import { ClockOutDialog } from './clock-out-dialog';
import { TimeOffCard } from './time-off-card';
import { SwapOffer } from './swaps/swap-offer';
import { SwapsCard } from './swaps/swaps-card';
import './my-schedule.css';
import { dateTimeFormat } from '../../../lib/intl-format';
import { serverNow } from '../../../lib/auth';
import { withLocalDays } from '../../../lib/dates';

const MINUTE_MS = 60_000;

/** A shift is under way from its start until its end, by the server's clock. */
const underWay = (shift: MyShift, now: number) =>
  Date.parse(shift.start) <= now && now < Date.parse(shift.end);

/**
 * The one shift a person clocks out of: the one under way now, else the last one that ended
 * without a clock-out (forgotten, it still needs its answers). One button, so no one has to guess.
 */
function clockOutShift(shifts: readonly MyShift[], now: number) {
  const open = shifts.filter((s) => !s.clocked_out_at && Date.parse(s.start) <= now);
  return open.find((s) => underWay(s, now)) ?? open.at(-1);
}

/** A shift as the employee reads it: day, times in the location's zone, position and place. */
function ShiftLine({ shift, children }: { shift: MyShift; children?: React.ReactNode }) {
  const { i18n } = useTranslation('workday');
  const tz = shift.location.timezone;
  const day = dateTimeFormat(i18n.language || 'en', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  return (
    <li className="wd-shift" data-shift-id={shift.id} data-shift-start={shift.start}>
      <span className="wd-shift__when">
        <strong>{day.format(new Date(`${shiftDay(shift, tz)}T00:00:00`))}</strong>{' '}
        {timeOf(shift.start, tz)}–{timeOf(shift.end, tz)}
      </span>
      <span className="wd-shift__what">
        {shift.position.name} · {shift.location.name}
      </span>
      {children}
    </li>
  );
}

/** /my-schedule: this week and next at every location the person works at, §9 weeks from Monday. */
export function MySchedulePage() {
  const { t, i18n } = useTranslation('workday');
  const errorText = useApiErrorText();
  const thisWeek = weekFromParam(null);
  // A link to a week (a notification's) opens on it, also when this page is already open.
  const linked = useSearchParams()[0].get('week');
  const [chosen, setChosen] = useState<{ linked: string | null; week: string } | null>(null);
  const weekStart = chosen?.linked === linked ? chosen.week : weekFromParam(linked);
  const setWeekStart = (week: string) => setChosen({ linked, week });
  const nextWeek = dayjs(thisWeek).add(7, 'day').format('YYYY-MM-DD');
  // An empty week is named as the one shown: next week's, or a linked one's, is not "this week".
  const noShiftsKey =
    weekStart === thisWeek
      ? 'shifts.none'
      : weekStart === nextWeek
        ? 'shifts.noneNextWeek'
        : 'shifts.noneThatWeek';
  const week = useMyWeek(weekStart);
  const claim = useClaimShift();
  const toast = useToastStore((s) => s.show);
  const [clockingOut, setClockingOut] = useState<string | null>(null);
  // The server's clock (the simulator's in the demo), read again each minute: the shift under way
  // is the one the server lets a person clock out of now.
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  // Every location's shifts in one list, in the order they are worked.
  const byStart = (list: readonly MyShift[]) =>
    [...list].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const shifts = byStart(week.data?.shifts ?? []);
  const clockable = clockOutShift(shifts, now);

  return (
    <section className="page wd">
      <header className="wd-header">
        <h1>{t('title')}</h1>
        <p>{t('subtitle')}</p>
      </header>
      <div className="wd-weeks" role="group" aria-label={t('week')}>
        {[thisWeek, nextWeek].map((w) => (
          <button
            key={w}
            type="button"
            className="wd-week"
            aria-pressed={weekStart === w}
            onClick={() => setWeekStart(w)}
          >
            {w === thisWeek ? t('thisWeek') : t('nextWeek')}
          </button>
        ))}
      </div>
      {(week.data?.notices ?? []).map((n) => (
        <p key={n.id} className="wd-notice" role="note">
          {withLocalDays(n.title, i18n.language)}
        </p>
      ))}
      <div className="wd-grid">
        <div className="wd-main">
          <section className="wd-card" aria-labelledby="my-shifts-title">
            <h2 id="my-shifts-title">{t('shifts.title')}</h2>
            {week.isPending ? <p role="status">{t('loading')}</p> : null}
            {week.isError ? <p role="alert">{errorText(week.error)}</p> : null}
            {week.data && week.data.shifts.length === 0 ? <p>{t(noShiftsKey)}</p> : null}
            <ul className="wd-list">
              {shifts.map((s) => (
                <ShiftLine key={s.id} shift={s}>
                  <SwapOffer shift={s} now={now} />
                  {s.clocked_out_at ? (
                    <span className="wd-status wd-status--approved">{t('shifts.clockedOut')}</span>
                  ) : s === clockable ? (
                    <>
                      <span className="wd-status wd-status--now">
                        {underWay(s, now) ? t('shifts.now') : t('shifts.notClockedOut')}
                      </span>
                      <Button size="sm" onClick={() => setClockingOut(s.id)}>
                        {t('shifts.clockOut')}
                      </Button>
                    </>
                  ) : null}
                </ShiftLine>
              ))}
            </ul>
          </section>
          <section className="wd-card" aria-labelledby="open-shifts-title">
            <h2 id="open-shifts-title">{t('open.title')}</h2>
            {week.data && week.data.open_shifts.length === 0 ? <p>{t('open.none')}</p> : null}
            <ul className="wd-list">
              {byStart(week.data?.open_shifts ?? []).map((s) => (
                <ShiftLine key={s.id} shift={s}>
                  <Button
                    size="sm"
                    variant="secondary"
                    busy={claim.isPending && claim.variables === s.id}
                    onClick={() =>
                      claim.mutate(s.id, {
                        onSuccess: () => toast({ message: t('open.claimed'), variant: 'success' }),
                        onError: (error) =>
                          toast({
                            message: t('open.failed', { reason: errorText(error) }),
                            variant: 'danger',
                          }),
                      })
                    }
                  >
                    {t('open.claim')}
                  </Button>
                </ShiftLine>
              ))}
            </ul>
          </section>
          <SwapsCard />
        </div>
        <div className="wd-side">
          <TimeOffCard />
          <AvailabilityCard />
        </div>
      </div>
      {clockingOut ? (
        <ClockOutDialog
          shiftId={clockingOut}
          onClose={() => setClockingOut(null)}
          onDone={() => {
            setClockingOut(null);
            toast({ message: t('clockOut.done'), variant: 'success' });
          }}
        />
      ) : null}
    </section>
  );
}
