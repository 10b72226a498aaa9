import type { Raffle } from '@ws/contracts';

export const totalTickets = (entries: Raffle['entries']) =>
  entries.reduce((sum, e) => sum + e.tickets, 0);

/** Each entrant's chance, in whole percent: the draw is weighted by tickets. */
export function winChance(tickets: number, total: number): number {
  return total > 0 ? Math.round((tickets / total) * 100) : 0;
}

/** The draw is only possible while the raffle is open and someone holds a ticket. */
export const canDraw = (raffle: Pick<Raffle, 'status' | 'entries'>) =>
  raffle.status === 'OPEN' && totalTickets(raffle.entries) > 0;
