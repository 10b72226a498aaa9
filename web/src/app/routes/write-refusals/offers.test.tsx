import { OFFER_DRIVERS } from './offer-drivers';
import { sweep } from './sweep';

sweep('job offers', OFFER_DRIVERS);
