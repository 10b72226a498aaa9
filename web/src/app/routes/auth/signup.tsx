import { SignupScreen } from './signup-screen';

export function Component() {
  return <SignupScreen fixedType={null} />;
}
