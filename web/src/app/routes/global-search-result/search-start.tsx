import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { globalSearchPath } from '../../../config/paths';

/** /global-search-result with no term yet: where the side nav's Search leads; a term opens its results. */
export function Component() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const inputId = useId();
  return (
    <section className="page" aria-labelledby="search-start-title">
      <h1 id="search-start-title">{t('searchStart.title')}</h1>
      <p>{t('searchStart.lead')}</p>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const value = term.trim();
          if (value) void navigate(globalSearchPath(value));
        }}
      >
        <label htmlFor={inputId}>{t('searchStart.label')}</label>{' '}
        <input
          id={inputId}
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />{' '}
        <button type="submit">{t('searchStart.submit')}</button>
      </form>
    </section>
  );
}
