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
  const { t } = useTranslation(['ui', 'design-system']);
  const [date, setDate] = useState<string | null>(iso(3));
  const [bounded, setBounded] = useState<string | null>(null);
  return (
    <DemoSection id="date-picker" title={t('design-system:datePicker')}>
      <DemoState title={t('design-system:typedOrPicked')}>
        <DatePicker
          label={t('design-system:startDate')}
          value={date}
          onChange={setDate}
          today={TODAY}
        />
      </DemoState>
      <DemoState title={t('design-system:withBounds', { min: iso(-5), max: iso(10) })}>
        <DatePicker
          label={t('design-system:shiftDate')}
          value={bounded}
          onChange={setBounded}
          min={iso(-5)}
          max={iso(10)}
          today={TODAY}
        />
      </DemoState>
      <DemoState title={t('design-system:dayStates')}>
        <Calendar
          label={t('design-system:dayStates')}
          value={TODAY.add(3, 'day')}
          onSelect={() => undefined}
          today={TODAY}
          range={[TODAY.add(1, 'day'), TODAY.add(5, 'day')]}
          min={iso(-20)}
          max={iso(16)}
        />
      </DemoState>
      <DemoState title={t('design-system:monthView')}>
        <Calendar
          label={t('design-system:monthView')}
          pick="month"
          value={TODAY}
          onSelect={() => undefined}
          today={TODAY}
          max={iso(120)}
        />
      </DemoState>
      <DemoState title={t('design-system:yearView')}>
        <YearViewCalendar />
      </DemoState>
    </DemoSection>
  );
}

/** The date picker's own year view: 12 years from 8 before the current one. */
function YearViewCalendar() {
  const { t } = useTranslation(['ui', 'design-system']);
  const [picked, setPicked] = useState(TODAY);
  return (
    <Calendar
      label={t('design-system:yearView')}
      value={picked}
      onSelect={setPicked}
      today={TODAY}
      initialView="YEAR"
    />
  );
}

export function WeekPickerDemo() {
  const { t } = useTranslation(['ui', 'design-system']);
  const [week, setWeek] = useState(iso(0));
  const [sundayWeek, setSundayWeek] = useState(iso(0));
  const [bounded, setBounded] = useState(iso(0));
  return (
    <DemoSection id="week-picker" title={t('design-system:weekPicker')}>
      <DemoState title={t('design-system:mondayStart')}>
        <WeekPicker label={t('design-system:mondayStart')} value={week} onChange={setWeek} />
      </DemoState>
      <DemoState title={t('design-system:sundayStart')}>
        <WeekPicker
          label={t('design-system:sundayStart')}
          value={sundayWeek}
          onChange={setSundayWeek}
          weekStart={0}
        />
      </DemoState>
      <DemoState title={t('design-system:weekBounds', { min: iso(-7), max: iso(7) })}>
        <WeekPicker
          label={t('design-system:weekBounds', { min: iso(-7), max: iso(7) })}
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
  const { t } = useTranslation(['ui', 'design-system']);
  const [month, setMonth] = useState<string | null>('2026-03');
  const [empty, setEmpty] = useState<string | null>(null);
  const [year, setYear] = useState<number | null>(2026);
  return (
    <DemoSection id="month-year-picker" title={t('design-system:monthYearPicker')}>
      <DemoState title={t('design-system:withValue', { value: month ?? '' })}>
        <MonthYearPicker label={t('design-system:payPeriod')} value={month} onChange={setMonth} />
      </DemoState>
      <DemoState title={t('design-system:empty')}>
        <MonthYearPicker label={t('design-system:reportMonth')} value={empty} onChange={setEmpty} />
      </DemoState>
      <DemoState title={t('design-system:yearPicker')}>
        <YearPicker label={t('design-system:taxYear')} value={year} onChange={setYear} />
      </DemoState>
    </DemoSection>
  );
}

export function TimeDemo() {
  const { t } = useTranslation(['ui', 'design-system']);
  const [time, setTime] = useState('09:30');
  const [quarter, setQuarter] = useState('17:45');
  const [slot, setSlot] = useState<string | null>(null);
  const [night, setNight] = useState<string | null>(null);
  const [none, setNone] = useState<string | null>(null);
  const shift = TODAY.hour(9).minute(7);
  const late = TODAY.hour(22);
  return (
    <DemoSection id="time" title={t('design-system:time')}>
      <DemoState title={t('design-system:stepOne')}>
        <TimeInput label={t('design-system:clockIn')} value={time} onChange={setTime} />
      </DemoState>
      <DemoState title={t('design-system:stepFifteen')}>
        <TimeInput
          label={t('design-system:clockOut')}
          value={quarter}
          onChange={setQuarter}
          step={15}
        />
      </DemoState>
      <DemoState title={t('design-system:optionsRounded')}>
        <TimeSelect
          label={t('design-system:breakStart')}
          start={shift}
          end={shift.hour(17)}
          step={15}
          value={slot}
          onChange={setSlot}
          includeStart
        />
      </DemoState>
      <DemoState title={t('design-system:optionsDuration')}>
        <TimeSelect
          label={t('design-system:shiftEnd')}
          start={late}
          end={late.add(6, 'hour')}
          step={30}
          value={night}
          onChange={setNight}
          withDuration
          includeEnd
        />
      </DemoState>
      <DemoState title={t('design-system:optionsTooMany')}>
        <TimeSelect
          label={t('design-system:anyMinute')}
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
