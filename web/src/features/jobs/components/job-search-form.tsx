import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';

interface JobSearchFormProps {
  q: string;
  place: string;
  onSearch: (q: string, place: string) => void;
}

/** Title and place, searched together when the person submits (each keystroke would be a server call). */
export function JobSearchForm({ q, place, onSearch }: JobSearchFormProps) {
  const { t } = useTranslation('jobs');
  const [title, setTitle] = useState(q);
  const [where, setWhere] = useState(place);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(title.trim(), where.trim());
  };
  return (
    <form className="jobs-search" role="search" aria-label={t('search.label')} onSubmit={submit}>
      <label>
        {t('search.title')}
        <input
          type="search"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          placeholder={t('search.titleHint')}
        />
      </label>
      <label>
        {t('search.place')}
        <input
          type="search"
          value={where}
          onChange={(e) => setWhere(e.target.value)}
          placeholder={t('search.placeHint')}
        />
      </label>
      <Button type="submit">{t('search.submit')}</Button>
    </form>
  );
}
