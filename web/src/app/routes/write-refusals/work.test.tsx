import { coverage } from './coverage';
import { HIRING_DRIVERS } from './hiring-drivers';
import { SCHEDULE_DRIVERS } from './schedule-drivers';
import { sweep } from './sweep';

coverage();
sweep('schedules', SCHEDULE_DRIVERS);
sweep('hiring', HIRING_DRIVERS);
