import { Navigate } from 'react-router-dom';
import { paths } from '../../../config/paths';

export function Component() {
  return <Navigate replace to={paths.dashboard} />;
}
