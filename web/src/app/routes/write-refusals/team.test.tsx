import { sweep } from './sweep';
import { TEAM_DRIVERS } from './team-drivers';

sweep('schedule templates and shift swaps', TEAM_DRIVERS);
