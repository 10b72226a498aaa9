import { ACCOUNT_DRIVERS } from './account-drivers';
import { AUTH_DRIVERS } from './auth-drivers';
import { sweep } from './sweep';

sweep('sign-up and password pages', AUTH_DRIVERS);
sweep('own pages and header', ACCOUNT_DRIVERS);
