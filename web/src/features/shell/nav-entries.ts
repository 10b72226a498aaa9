import type { LucideIcon } from 'lucide-react';
import {
  Briefcase,
  Building2,
  CalendarCheck,
  CalendarDays,
  ClipboardCheck,
  House,
  Inbox,
  Mail,
  Megaphone,
  MessagesSquare,
  Search,
  Store,
  Trophy,
} from 'lucide-react';
import { paths } from '../../config/paths';

/** What the side nav needs to know about the person (§1, §6): who they are and the products they hold. */
export interface NavAudience {
  employer: boolean;
  topLevel: boolean;
  /** SOURCE_HIRE. */
  hiring: boolean;
  /** TEAM_LIVE. */
  scheduling: boolean;
  /** a top-level entry brand or SOURCE_HIRE. */
  globalSearch: boolean;
}

export interface NavEntry {
  /** Also the label's key under `nav.` in the shell namespace. */
  id: string;
  to: string;
  Icon: LucideIcon;
  shows: (a: NavAudience) => boolean;
}

const employer = (a: NavAudience) => a.employer;
const member = (a: NavAudience) => !a.employer;

/**
 * Every entry of the navigation, in the order shown; a product's entries need that product.
 * Add a screen with one line here. Employers' entries fill the side nav; members' the simple
 * header's links (they get no side nav, §1).
 */
const NAV_ENTRIES: readonly NavEntry[] = [
  { id: 'home', to: paths.dashboard, Icon: House, shows: employer },
  { id: 'hiring', to: paths.hiring, Icon: Briefcase, shows: (a) => a.employer && a.hiring },
  { id: 'jobBoards', to: paths.jobBoards, Icon: Megaphone, shows: (a) => a.employer && a.hiring },
  {
    id: 'search',
    to: paths.globalSearch,
    Icon: Search,
    shows: (a) => a.employer && a.globalSearch,
  },
  { id: 'messages', to: paths.messages, Icon: Inbox, shows: (a) => a.employer && a.hiring },
  {
    id: 'messageBoard',
    to: paths.messageBoard,
    Icon: MessagesSquare,
    shows: (a) => a.employer && a.hiring && a.topLevel,
  },
  {
    id: 'schedule',
    to: paths.schedule,
    Icon: CalendarDays,
    shows: (a) => a.employer && a.scheduling,
  },
  {
    id: 'accessPortal',
    to: paths.accessPortal,
    Icon: Building2,
    shows: (a) => a.employer && a.topLevel,
  },
  {
    id: 'attestation',
    to: `${paths.settings}/clockout-attestation`,
    Icon: ClipboardCheck,
    shows: (a) => a.employer && a.scheduling,
  },
  { id: 'rewards', to: `${paths.settings}/rewards-and-recognition`, Icon: Trophy, shows: employer },
  { id: 'memberHome', to: paths.member, Icon: House, shows: member },
  { id: 'jobs', to: paths.jobs, Icon: Store, shows: member },
  { id: 'memberMessages', to: paths.memberMessages, Icon: Mail, shows: member },
  { id: 'mySchedule', to: paths.mySchedule, Icon: CalendarCheck, shows: member },
];

/** The entries this person may open, in order. */
export function navEntries(audience: NavAudience): NavEntry[] {
  return NAV_ENTRIES.filter((entry) => entry.shows(audience));
}
