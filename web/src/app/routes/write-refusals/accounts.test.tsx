import { ACCOUNT_DRIVERS } from './account-drivers';
import { AUTH_DRIVERS } from './auth-drivers';
import { sweep } from './sweep';

// One file for both: each file of the route project builds its own mock server.
sweep('sign-up and password pages', AUTH_DRIVERS);
sweep('own pages and header', ACCOUNT_DRIVERS);
