import { SCHEDULE_DRIVERS } from './schedule-drivers';
import { sweep } from './sweep';

sweep('schedules', SCHEDULE_DRIVERS);
