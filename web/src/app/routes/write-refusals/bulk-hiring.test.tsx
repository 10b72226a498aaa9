import { BULK_DRIVERS } from './bulk-drivers';
import { sweep } from './sweep';

sweep('hiring in bulk', BULK_DRIVERS);
