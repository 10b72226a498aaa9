import type { DataOf } from '@ws/contracts';
import type * as api from '@ws/contracts/areas';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../lib/api-error';
import { Button } from '../../../components/ui/button/button';
import { FormError } from '../../../components/ui/form/form-error';
import { PhoneInput } from '../../../components/ui/phone-input/phone-input';
import { useUpdateAccount } from '../api/update-account';
import './profile.css';

/** Name and phone, edited in place on the Account card; a changed phone must be verified again (Phone number card). */
export function AccountForm({
  account,
  onDone,
}: {
  account: DataOf<typeof api.users.user>;
  onDone: () => void;
}) {
  const { t } = useTranslation('profile');
  const errorText = useApiErrorText();
  const update = useUpdateAccount();
  const [firstName, setFirstName] = useState(account.first_name);
  const [lastName, setLastName] = useState(account.last_name);
  const [phone, setPhone] = useState(account.phone ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { first_name: firstName.trim(), last_name: lastName.trim(), phone: phone || null },
      { onSuccess: onDone },
    );
  };
  return (
    <form className="pf-form" onSubmit={submit} aria-label={t('account.editTitle')}>
      <NameField
        label={t('account.firstName')}
        value={firstName}
        onChange={setFirstName}
        autoComplete="given-name"
      />
      <NameField
        label={t('account.lastName')}
        value={lastName}
        onChange={setLastName}
        autoComplete="family-name"
      />
      <PhoneInput label={t('account.phone')} value={phone} onChange={(value) => setPhone(value)} />
      <FormError
        message={
          update.isError ? t('account.saveFailed', { reason: errorText(update.error) }) : null
        }
      />
      <div className="pf-media__actions">
        <Button type="submit" busy={update.isPending}>
          {t('account.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('account.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** A required name of at most 60 characters, as the account stores first and last names. */
function NameField({
  label,
  value,
  onChange,
  autoComplete,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
}) {
  return (
    <label>
      {label}
      <input
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required
        maxLength={60}
        autoComplete={autoComplete}
      />
    </label>
  );
}
