/**
 * How the manager sets off each write of labour against a target on /schedule: the projected
 * sales saved from their dialog, and the labour target saved from its form. Both stay open after
 * a refusal, with the words in them.
 */
import type { Drivers } from './sweep';
import { press, pressIn } from './sweep';

const MANAGER = 'manager@demo.test';
const SALES = 'Projected sales for the week';

export const LABOUR_DRIVERS: Drivers = {
  'labourTarget.saveSales': {
    as: MANAGER,
    url: '/schedule',
    ready: press('Projected sales'),
    send: pressIn('dialog', SALES, 'Save projection'),
  },
  'labourTarget.setTarget': {
    as: MANAGER,
    url: '/schedule',
    ready: press(/^Target \d+%$/),
    send: press('Save target'),
  },
};
