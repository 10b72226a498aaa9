import { ACCOUNT_DRIVERS } from './account-drivers';
import { sweep } from './sweep';

sweep('own pages and header', ACCOUNT_DRIVERS);
