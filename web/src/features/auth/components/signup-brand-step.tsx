import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { updateBrandDetails } from '../api/update-registration-details';
import { FormError } from '../../../components/ui/form/form-error';
import { useUserLocation } from '../../../lib/queries/user-location';
import { useSignupSubmit } from './signup-submit';
import './auth.css';

/** An employer's brand details (§3 Brand registration details). */
export function SignupBrandStep({
  brandId,
  brandName,
  onDone,
}: {
  brandId: string;
  brandName: string;
  onDone(): void;
}) {
  const { t } = useTranslation('auth');
  const { error, busy, run } = useSignupSubmit();
  // The visitor's approximate city hints at what the address looks like (§9 user location, kept 7 days).
  const near = useUserLocation().data;
  const defaultSlug = brandName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const address = String(form.get('address')).trim();
    await run(async () => {
      await updateBrandDetails(brandId, {
        slug: String(form.get('slug')),
        description: String(form.get('description')),
        ...(address
          ? { location: { google_location: { result: { formatted_address: address } } } }
          : {}),
      });
      onDone();
    });
  }

  return (
    <form className="auth-form-fields" onSubmit={(e) => void submit(e)}>
      <h2>{t('signup.brandTitle')}</h2>
      <label>
        {t('signup.slug')}
        <input name="slug" defaultValue={defaultSlug} required pattern="[a-z0-9-]+" />
      </label>
      <label>
        {t('signup.description')}
        <textarea name="description" rows={3} />
      </label>
      <label>
        {t('signup.address')}
        <input
          name="address"
          autoComplete="street-address"
          placeholder={near ? `${near.city}, ${near.country_code}` : undefined}
        />
      </label>
      <FormError message={error} />
      <Button type="submit" busy={busy}>
        {t('signup.finish')}
      </Button>
    </form>
  );
}
