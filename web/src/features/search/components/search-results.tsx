import type { FormEvent, ReactNode } from 'react';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui/button/button';
import { globalSearchPath } from '../../../config/paths';
import { useCandidateApplications } from '../api/search-candidates';
import { useSearchBrands } from '../api/search-brands';
import { EMPLOYEES_MOST, EMPLOYEES_SHOWN, useSearchEmployees } from '../api/search-employees';
import { matchCandidates } from '../match';
import { EmployeeCard } from './employee-card';
import { BrandHits, CandidateHits, EmployeeHits } from './search-hits';
import './search.css';
import { EmptyState } from '@/components/ui/states/states';
import { SearchX } from 'lucide-react';

/** One empty list for every group without an answer, so a memoised group sees no change. */
const NONE: never[] = [];

interface SearchResultsProps {
  /** The brand the search runs under (the caller's entry brand); null while it is not known. */
  brandId: string | null;
  term: string;
}

/**
 * Brands, employees and candidates matching the term, each group with its own states. The three
 * searches are asked for here, outside the results' words: on a first visit the page waits on
 * their namespace, and results that asked only once it had come started a round trip later.
 */
export function SearchResults({ brandId, term }: SearchResultsProps) {
  // "Show more" holds for the term it was pressed under: a new search starts short again.
  const [moreFor, setMoreFor] = useState<string | null>(null);
  const employeeLimit = moreFor === term ? EMPLOYEES_MOST : EMPLOYEES_SHOWN;
  const found = {
    brands: useSearchBrands(brandId, term),
    users: useSearchEmployees(brandId, term, employeeLimit),
    applicants: useCandidateApplications(brandId, term),
  };
  return (
    <Suspense fallback={null}>
      <Results
        term={term}
        found={found}
        onMore={employeeLimit < EMPLOYEES_MOST ? () => setMoreFor(term) : undefined}
      />
    </Suspense>
  );
}

interface ResultsProps {
  term: string;
  found: {
    brands: ReturnType<typeof useSearchBrands>;
    users: ReturnType<typeof useSearchEmployees>;
    applicants: ReturnType<typeof useCandidateApplications>;
  };
  onMore: (() => void) | undefined;
}

function Results({ term, found, onMore }: ResultsProps) {
  const { t } = useTranslation('search');
  const [params, setParams] = useSearchParams();
  const { brands, users, applicants } = found;
  const employees = users.data?.users ?? NONE;
  const employeeTotal = users.data?.total ?? 0;
  const applications = applicants.data?.applications;
  const candidates = useMemo(
    () => (applications ? matchCandidates(applications, term) : NONE),
    [applications, term],
  );
  const brandHits = brands.data?.brands ?? NONE;
  const settled = !brands.isPending && !users.isPending && !applicants.isPending;
  const total = (brands.data?.total ?? 0) + employeeTotal + candidates.length;
  const openEmployee = params.get('employee');
  const employeeBrand = params.get('at');

  return (
    <div className="search-page">
      <header className="search-page__header">
        <h1>{t('title', { term })}</h1>
        <p className="search-page__subtitle" aria-live="polite">
          {settled ? t('summary', { count: total }) : t('searching')}
        </p>
        <RefineForm term={term} />
      </header>
      {settled && total === 0 && !brands.isError && !users.isError && !applicants.isError ? (
        <EmptyState
          className="search-empty"
          icon={<SearchX aria-hidden="true" size={28} strokeWidth={1.5} />}
          title={t('empty.title', { term })}
          hint={t('empty.hint')}
        />
      ) : (
        <div
          className={
            openEmployee && employeeBrand ? 'search-layout search-layout--card' : 'search-layout'
          }
        >
          <div className="search-groups">
            <ResultGroup
              title={t('groups.brands')}
              count={brands.data?.total ?? 0}
              shown={brandHits.length}
              pending={brands.isPending}
              failed={brands.isError}
              onRetry={() => void brands.refetch()}
            >
              <BrandHits brands={brandHits} />
            </ResultGroup>
            <ResultGroup
              title={t('groups.employees')}
              count={employeeTotal}
              shown={employees.length}
              pending={users.isPending}
              failed={users.isError}
              onRetry={() => void users.refetch()}
              onMore={onMore}
              loadingMore={users.isPlaceholderData}
            >
              <EmployeeHits employees={employees} openId={openEmployee} />
            </ResultGroup>
            <ResultGroup
              title={t('groups.candidates')}
              count={candidates.length}
              shown={candidates.length}
              pending={applicants.isPending}
              failed={applicants.isError}
              onRetry={() => void applicants.refetch()}
            >
              <CandidateHits candidates={candidates} />
            </ResultGroup>
          </div>
          {openEmployee && employeeBrand ? (
            <EmployeeCard
              brandId={employeeBrand}
              userId={openEmployee}
              onClose={() =>
                setParams((current) => {
                  const next = new URLSearchParams(current);
                  next.delete('employee');
                  next.delete('at');
                  return next;
                })
              }
            />
          ) : null}
        </div>
      )}
    </div>
  );
}

function RefineForm({ term }: { term: string }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [value, setValue] = useState(term);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = value.trim();
    if (next && next !== term) void navigate(globalSearchPath(next));
  };
  return (
    <form className="search-refine" role="search" onSubmit={submit}>
      <label className="search-refine__label">
        <span className="visually-hidden">{t('refine.label')}</span>
        <input
          type="search"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder={t('refine.placeholder')}
        />
      </label>
      <button type="submit">{t('refine.submit')}</button>
    </form>
  );
}

interface ResultGroupProps {
  title: string;
  /** Every match there is; `shown` of them are on show. */
  count: number;
  shown: number;
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Asks for more of the matches, while the server answers fewer than there are. */
  onMore?: () => void;
  loadingMore?: boolean;
  children: ReactNode;
}

function ResultGroup(props: ResultGroupProps) {
  const { title, count, shown, pending, failed, onRetry, onMore, loadingMore, children } = props;
  const { t } = useTranslation('search');
  return (
    <section className="search-group" aria-label={title}>
      <h2 className="search-group__title">
        {title} {!pending && !failed ? <span className="search-group__count">{count}</span> : null}
      </h2>
      {pending ? (
        <p className="search-group__state" role="status">
          <Spinner /> {t('searching')}
        </p>
      ) : failed ? (
        <div className="search-group__state search-group__state--error" role="alert">
          <span>{t('error')}</span>
          <button type="button" className="search-link-button" onClick={onRetry}>
            {t('retry')}
          </button>
        </div>
      ) : count === 0 ? (
        <p className="search-group__state">{t('noneInGroup')}</p>
      ) : (
        <>
          <ul className="search-hits">{children}</ul>
          {shown < count ? (
            <p className="search-group__more">
              <span>{t('partial', { shown, total: count })}</span>
              {onMore ? (
                <button
                  type="button"
                  className="search-link-button"
                  aria-disabled={loadingMore}
                  onClick={() => !loadingMore && onMore()}
                >
                  {t('showMore')}
                </button>
              ) : null}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
