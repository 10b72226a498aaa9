import type { EmailValidation } from '@ws/contracts';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { PasswordField } from '../../../components/ui/password-field/password-field';
import { PhoneInput } from '../../../components/ui/phone-input/phone-input';
import { useCurrencies } from '@/lib/queries/currencies';
import { validateEmail } from '../api/validate-email';
import { FormError } from '../../../components/ui/form/form-error';
import { useSignupSubmit } from './signup-submit';
import './auth.css';

export type UserType = 'CANDIDATE' | 'EMPLOYER';

export interface AccountInput {
  email: string;
  password: string;
  phone: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  brandName: string;
  currencyId: number | null;
}

/** §5 e-mail outcomes, in the `auth` namespace [R5-01…R5-03, R4-17]. */
export function emailProblemKey(result: EmailValidation): string | null {
  if (result.status === 'AVAILABLE') return null;
  if (result.status === 'CHAIN_DOMAIN') return 'signup.chainDomain';
  if (result.status === 'UNVERIFIED')
    return result.activation_sent ? 'signup.unverifiedSent' : 'signup.unverified';
  return result.user_status === 'ACTIVE' || result.user_status === null
    ? 'signup.used'
    : 'signup.noPassword';
}

export function SignupAccountStep({
  fixedType,
  onSubmit,
}: {
  fixedType: UserType | null;
  onSubmit(input: AccountInput): Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const [userType, setUserType] = useState<UserType>(fixedType ?? 'CANDIDATE');
  const [phone, setPhone] = useState('');
  const { error, setError, busy, run } = useSignupSubmit();
  const currencies = useCurrencies();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email')).trim();
    const password = String(form.get('password'));
    setError(null);
    if (!/^(?=.*[a-z])(?=.*\d).{8,}$/i.test(password)) return setError(t('signup.weakPassword'));
    if (!/^\+\d{6,15}$/.test(phone)) return setError(t('messages.phone'));
    await run(async () => {
      const problem = emailProblemKey(await validateEmail(email));
      if (problem) return setError(t(problem));
      await onSubmit({
        email,
        password,
        phone,
        firstName: String(form.get('first_name')),
        lastName: String(form.get('last_name')),
        userType,
        brandName: String(form.get('brand_name') ?? ''),
        currencyId: form.get('currency') ? Number(form.get('currency')) : null,
      });
    });
  }

  return (
    <form className="auth-form-fields" onSubmit={(e) => void submit(e)} noValidate>
      {fixedType === null && (
        <fieldset className="auth-choice">
          <legend>{t('signup.userType')}</legend>
          {(['CANDIDATE', 'EMPLOYER'] as const).map((type) => (
            <label key={type}>
              <input
                type="radio"
                name="user_type"
                checked={userType === type}
                onChange={() => setUserType(type)}
              />
              {t(type === 'CANDIDATE' ? 'signup.typeCandidate' : 'signup.typeEmployer')}
            </label>
          ))}
        </fieldset>
      )}
      <label>
        {t('signup.firstName')}
        <input name="first_name" required autoComplete="given-name" />
      </label>
      <label>
        {t('signup.lastName')}
        <input name="last_name" required autoComplete="family-name" />
      </label>
      <label>
        {t('signup.email')}
        <input name="email" type="email" required autoComplete="email" />
      </label>
      <PasswordField
        label={t('signup.password')}
        name="password"
        autoComplete="new-password"
        required
      />
      <PhoneInput label={t('signup.phone')} value={phone} onChange={(value) => setPhone(value)} />
      {userType === 'EMPLOYER' && (
        <>
          <label>
            {t('signup.brandName')}
            <input name="brand_name" required />
          </label>
          <label>
            {t('signup.currency')}
            <select name="currency" defaultValue="1">
              {currencies.data?.currencies.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.code} {currencies.data.symbols[c.code] ?? ''} · {c.name}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
      <FormError message={error} />
      <Button type="submit" busy={busy}>
        {t('signup.create')}
      </Button>
    </form>
  );
}
