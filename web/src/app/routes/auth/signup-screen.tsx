import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { registerUser } from '../../../features/auth/api/register-user';
import type { AccountInput, UserType } from '../../../features/auth/components/signup-account-step';
import { SignupAccountStep } from '../../../features/auth/components/signup-account-step';
import { SignupBrandStep } from '../../../features/auth/components/signup-brand-step';
import { SignupDetailsStep } from '../../../features/auth/components/signup-details-step';
import { login, signUpIdentity } from '../../../lib/auth';

type Step =
  | { name: 'account' }
  | { name: 'details'; phone: string; brand: { id: string; name: string } | null }
  | { name: 'brand'; brand: { id: string; name: string } };

const titles = {
  null: 'signup.title',
  EMPLOYER: 'signup.employerTitle',
  CANDIDATE: 'signup.candidateTitle',
} as const;

/**
 * Sign-up (§5): e-mail check, identity sign-up through Amplify (random username), sign-in, then
 * registration, the user's details and, for employers, the brand's. The steps stay on one path so
 * the layout's logged-in redirect does not cut the flow short.
 */
export function SignupScreen({ fixedType }: { fixedType: UserType | null }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'account' });

  async function createAccount(input: AccountInput) {
    await signUpIdentity({ email: input.email, password: input.password, phone: input.phone });
    await login(input.email, input.password);
    const employer = input.userType === 'EMPLOYER';
    const registered = await registerUser({
      first_name: input.firstName,
      last_name: input.lastName,
      user_type: input.userType,
      registration_mode: 'NORMAL',
      ...(employer ? { brand: { name: input.brandName } } : {}),
      ...(employer && input.currencyId !== null ? { currency: { id: input.currencyId } } : {}),
    });
    setStep({
      name: 'details',
      phone: input.phone,
      brand: registered.brand_id ? { id: registered.brand_id, name: input.brandName } : null,
    });
  }

  const finish = () => navigate(paths.dashboard, { replace: true });

  return (
    <div className="card auth-form">
      <h1>{t(titles[fixedType ?? 'null'])}</h1>
      {step.name === 'account' && (
        <SignupAccountStep fixedType={fixedType} onSubmit={createAccount} />
      )}
      {step.name === 'details' && (
        <SignupDetailsStep
          phone={step.phone}
          onDone={() => (step.brand ? setStep({ name: 'brand', brand: step.brand }) : finish())}
        />
      )}
      {step.name === 'brand' && (
        <SignupBrandStep brandId={step.brand.id} brandName={step.brand.name} onDone={finish} />
      )}
    </div>
  );
}
