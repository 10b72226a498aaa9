import { SETTINGS_DRIVERS } from './settings-drivers';
import { sweep } from './sweep';

sweep('settings', SETTINGS_DRIVERS);
