import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Calendar } from '../../../../components/ui/date-picker/calendar-panel';
import { DatePicker } from '../../../../components/ui/date-picker/date-picker';
import {
  MonthYearPicker,
  YearPicker,
} from '../../../../components/ui/month-year-picker/month-year-picker';
import { TimeInput, TimeSelect } from '../../../../components/ui/time-input/time-input';
import { WeekPicker } from '../../../../components/ui/week-picker/week-picker';
import { DemoSection, DemoState } from './demo-section';

// The demos are pinned to one date so every visit (and every screenshot) shows the same states.
const TODAY = dayjs('2026-03-12');
const iso = (offset: number) => TODAY.add(offset, 'day').format('YYYY-MM-DD');

export function DatePickerDemo() {
  const { t } = useTranslation('ui');
  const [date, setDate] = useState<string | null>(iso(3));
  const [bounded, setBounded] = useState<string | null>(null);
  return (
    <DemoSection id="date-picker" title={t('designSystem.datePicker')}>
      <DemoState title={t('designSystem.typedOrPicked')}>
        <DatePicker
          label={t('designSystem.startDate')}
          value={date}
          onChange={setDate}
          today={TODAY}
        />
      </DemoState>
      <DemoState title={t('designSystem.withBounds', { min: iso(-5), max: iso(10) })}>
        <DatePicker
          label={t('designSystem.shiftDate')}
          value={bounded}
          onChange={setBounded}
          min={iso(-5)}
          max={iso(10)}
          today={TODAY}
        />
      </DemoState>
      <DemoState title={t('designSystem.dayStates')}>
        <Calendar
          label={t('designSystem.dayStates')}
          value={TODAY.add(3, 'day')}
          onSelect={() => undefined}
          today={TODAY}
          range={[TODAY.add(1, 'day'), TODAY.add(5, 'day')]}
          min={iso(-20)}
          max={iso(16)}
        />
      </DemoState>
      <DemoState title={t('designSystem.monthView')}>
        <Calendar
          label={t('designSystem.monthView')}
          pick="month"
          value={TODAY}
          onSelect={() => undefined}
          today={TODAY}
          max={iso(120)}
        />
      </DemoState>
      <DemoState title={t('designSystem.yearView')}>
        <YearViewCalendar />
      </DemoState>
    </DemoSection>
  );
}

/** The date picker's own year view: 12 years from 8 before the current one. */
function YearViewCalendar() {
  const { t } = useTranslation('ui');
  const [picked, setPicked] = useState(TODAY);
  return (
    <Calendar
      label={t('designSystem.yearView')}
      value={picked}
      onSelect={setPicked}
      today={TODAY}
      initialView="YEAR"
    />
  );
}

export function WeekPickerDemo() {
  const { t } = useTranslation('ui');
  const [week, setWeek] = useState(iso(0));
  const [sundayWeek, setSundayWeek] = useState(iso(0));
  const [bounded, setBounded] = useState(iso(0));
  return (
    <DemoSection id="week-picker" title={t('designSystem.weekPicker')}>
      <DemoState title={t('designSystem.mondayStart')}>
        <WeekPicker label={t('designSystem.mondayStart')} value={week} onChange={setWeek} />
      </DemoState>
      <DemoState title={t('designSystem.sundayStart')}>
        <WeekPicker
          label={t('designSystem.sundayStart')}
          value={sundayWeek}
          onChange={setSundayWeek}
          weekStart={0}
        />
      </DemoState>
      <DemoState title={t('designSystem.weekBounds', { min: iso(-7), max: iso(7) })}>
        <WeekPicker
          label={t('designSystem.weekBounds', { min: iso(-7), max: iso(7) })}
          value={bounded}
          onChange={setBounded}
          min={iso(-7)}
          max={iso(7)}
        />
      </DemoState>
    </DemoSection>
  );
}

export function MonthYearDemo() {
  const { t } = useTranslation('ui');
  const [month, setMonth] = useState<string | null>('2026-03');
  const [empty, setEmpty] = useState<string | null>(null);
  const [year, setYear] = useState<number | null>(2026);
  return (
    <DemoSection id="month-year-picker" title={t('designSystem.monthYearPicker')}>
      <DemoState title={t('designSystem.withValue', { value: month ?? '' })}>
        <MonthYearPicker label={t('designSystem.payPeriod')} value={month} onChange={setMonth} />
      </DemoState>
      <DemoState title={t('designSystem.empty')}>
        <MonthYearPicker label={t('designSystem.reportMonth')} value={empty} onChange={setEmpty} />
      </DemoState>
      <DemoState title={t('designSystem.yearPicker')}>
        <YearPicker label={t('designSystem.taxYear')} value={year} onChange={setYear} />
      </DemoState>
    </DemoSection>
  );
}

export function TimeDemo() {
  const { t } = useTranslation('ui');
  const [time, setTime] = useState('09:30');
  const [quarter, setQuarter] = useState('17:45');
  const [slot, setSlot] = useState<string | null>(null);
  const [night, setNight] = useState<string | null>(null);
  const [none, setNone] = useState<string | null>(null);
  const shift = TODAY.hour(9).minute(7);
  const late = TODAY.hour(22);
  return (
    <DemoSection id="time" title={t('designSystem.time')}>
      <DemoState title={t('designSystem.stepOne')}>
        <TimeInput label={t('designSystem.clockIn')} value={time} onChange={setTime} />
      </DemoState>
      <DemoState title={t('designSystem.stepFifteen')}>
        <TimeInput
          label={t('designSystem.clockOut')}
          value={quarter}
          onChange={setQuarter}
          step={15}
        />
      </DemoState>
      <DemoState title={t('designSystem.optionsRounded')}>
        <TimeSelect
          label={t('designSystem.breakStart')}
          start={shift}
          end={shift.hour(17)}
          step={15}
          value={slot}
          onChange={setSlot}
          includeStart
        />
      </DemoState>
      <DemoState title={t('designSystem.optionsDuration')}>
        <TimeSelect
          label={t('designSystem.shiftEnd')}
          start={late}
          end={late.add(6, 'hour')}
          step={30}
          value={night}
          onChange={setNight}
          withDuration
          includeEnd
        />
      </DemoState>
      <DemoState title={t('designSystem.optionsTooMany')}>
        <TimeSelect
          label={t('designSystem.anyMinute')}
          start={TODAY}
          end={TODAY.hour(23)}
          step={1}
          value={none}
          onChange={setNone}
        />
      </DemoState>
    </DemoSection>
  );
}
