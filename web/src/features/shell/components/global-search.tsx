import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { globalSearchPath } from '../../../config/paths';
import { useShellStore } from '../stores/shell-store';

/** §2 global search: 600 px wide; Enter opens global-search-result/{term}. */
export function GlobalSearch() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const setOpen = useShellStore((s) => s.setSearchOpen);
  return (
    <form
      role="search"
      className="global-search"
      style={{ width: 600 }}
      onSubmit={(event) => {
        event.preventDefault();
        const value = term.trim();
        if (!value) return;
        setOpen(false);
        void navigate(globalSearchPath(value));
      }}
    >
      <input
        type="search"
        aria-label={t('header.search')}
        placeholder={t('header.searchPlaceholder')}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        onFocus={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setOpen(false);
            event.currentTarget.blur();
          }
        }}
      />
    </form>
  );
}
