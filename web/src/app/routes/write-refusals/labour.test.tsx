import { LABOUR_DRIVERS } from './labour-drivers';
import { sweep } from './sweep';

sweep('labour against a target', LABOUR_DRIVERS);
