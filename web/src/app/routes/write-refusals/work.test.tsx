import { coverage } from './coverage';
import { HIRING_DRIVERS } from './hiring-drivers';
import { SCHEDULE_DRIVERS } from './schedule-drivers';
import { sweep } from './sweep';

// One file for several areas: each file of the route project builds its own mock server.
coverage();
sweep('schedules', SCHEDULE_DRIVERS);
sweep('hiring', HIRING_DRIVERS);
