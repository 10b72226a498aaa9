import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnitFigures } from '../figures';
import { nextSorting, readSorting, saveSorting, type SortColumn, sortUnits } from '../unit-sorting';
import type { formatters } from './format';
import { Pager } from '@/components/ui/pager/pager';
import { useUrlPage } from '../hooks/use-url-page';

/** Every sortable column but the unit's name, which the table draws as the row's heading. */
export type UnitColumn = Exclude<SortColumn, 'name'>;

interface UnitTableProps {
  units: readonly UnitFigures[];
  columns: readonly UnitColumn[];
  format: ReturnType<typeof formatters>;
}

/** The per-location breakdown, 10 rows a page with the page in the URL, sorted by any column header. */
export function UnitTable({ units, columns, format }: UnitTableProps) {
  const { t } = useTranslation('dashboards');
  const [sorting, setSorting] = useState(readSorting);
  const sorted = useMemo(() => sortUnits(units, sorting), [units, sorting]);
  const { rows, pager } = useUrlPage(sorted);
  const sortBy = (column: SortColumn) => {
    const next = nextSorting(sorting, column);
    saveSorting(next);
    setSorting(next);
  };
  const header = (column: SortColumn, label: string, className?: string) => (
    <th
      key={column}
      scope="col"
      className={className}
      aria-sort={sorting?.column === column ? sorting.direction : undefined}
    >
      <button type="button" className="dash-sort" onClick={() => sortBy(column)}>
        {label}
      </button>
    </th>
  );
  const cell = (unit: UnitFigures, column: UnitColumn) => {
    switch (column) {
      case 'flags':
        return unit.flags.length === 0 ? (
          <span className="dash-chip dash-chip--ok">{t('risk.none')}</span>
        ) : (
          <span className="dash-chips">
            {unit.flags.map((flag) => (
              <span key={flag} className="dash-chip dash-chip--risk">
                {t(`risk.flag.${flag}`)}
              </span>
            ))}
          </span>
        );
      case 'labourCost':
        return format.money(unit.labourCost);
      case 'medianDaysToHire':
        return format.number(
          unit.medianDaysToHire === null ? null : Math.round(unit.medianDaysToHire),
        );
      default:
        return format.number(unit[column]);
    }
  };
  return (
    <>
      <div className="dash-table-wrap">
        <table className="dash-table">
          <thead>
            <tr>
              {header('name', t('table.location'))}
              {columns.map((c) =>
                header(c, t(`table.${c}`), c === 'flags' ? undefined : 'dash-num'),
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((unit) => (
              <tr key={unit.id}>
                <th scope="row">
                  <span className="dash-unit">{unit.name}</span>
                  <span className="dash-unit__id">{unit.id}</span>
                </th>
                {columns.map((c) => (
                  <td
                    key={c}
                    data-label={t(`table.${c}`)}
                    className={c === 'flags' ? undefined : 'dash-num'}
                  >
                    {cell(unit, c)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager {...pager} />
    </>
  );
}
