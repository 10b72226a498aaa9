import { HIRING_DRIVERS } from './hiring-drivers';
import { sweep } from './sweep';

sweep('hiring', HIRING_DRIVERS);
