import { create } from 'zustand';
import { readItem, writeItem } from '../../../lib/storage';

/** §4 side nav states; remembered in the side_bar_state item. */
export type SideNavState = 'expanded' | 'collapsed' | 'fixed-open';

const remembered = (): SideNavState => {
  const value = readItem('side_bar_state');
  // An overlay left open is not restored: the page opens with it closed.
  return value === 'fixed-open' ? 'fixed-open' : 'collapsed';
};

interface ShellState {
  sideNav: SideNavState;
  searchOpen: boolean;
  newsOpen: boolean;
  setSideNav: (state: SideNavState) => void;
  toggleSideNav: () => void;
  setSearchOpen: (open: boolean) => void;
  setNewsOpen: (open: boolean) => void;
}

export const useShellStore = create<ShellState>((set, get) => ({
  sideNav: remembered(),
  searchOpen: false,
  newsOpen: false,
  setSideNav: (sideNav) => {
    writeItem('side_bar_state', sideNav);
    set({ sideNav });
  },
  toggleSideNav: () => get().setSideNav(get().sideNav === 'collapsed' ? 'expanded' : 'collapsed'),
  setSearchOpen: (searchOpen) => set({ searchOpen }),
  setNewsOpen: (newsOpen) => set({ newsOpen }),
}));

export const isBlurred = (s: Pick<ShellState, 'sideNav' | 'searchOpen'>) =>
  s.sideNav === 'expanded' || s.searchOpen;
