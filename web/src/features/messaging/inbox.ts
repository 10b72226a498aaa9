import { paths } from '../../config/paths';

/** Where an inbox row leads: the application's thread beside the hiring board (its detail opens from the URL). */
export const threadHref = (applicationId: string) =>
  `${paths.hiring}?application=${encodeURIComponent(applicationId)}`;

/** How many threads the header popover lists before "All messages". */
export const POPOVER_THREADS = 6;
export const PAGE_THREADS = 10;
