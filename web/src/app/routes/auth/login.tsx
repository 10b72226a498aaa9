import { LoginScreen } from './login-screen';

export function Component() {
  return <LoginScreen variant="default" />;
}
