/**
 * The header's brand switcher as route tests reach it: its toggle, its panel and lists, and the
 * brand options by the ids of the seed (GP-1 → PA-1-1, PA-1-2 → five locations each).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

export const toggle = async () => {
  await waitFor(() => expect(document.querySelector('.brand-dropdown-toggle')).not.toBeNull());
  return document.querySelector<HTMLElement>('.brand-dropdown-toggle')!;
};
export const switcher = () => screen.findByRole('dialog', { name: 'Locations' });
export const list = async (name: string) => within(await switcher()).findByRole('list', { name });
export const option = (scope: HTMLElement, id: string) =>
  scope.querySelector<HTMLElement>(`.brand-option[data-brand-id="${id}"]`);
export const row = (scope: HTMLElement, id: string) =>
  option(scope, id)?.closest<HTMLElement>('.brand-row') ?? null;
export const shownIds = (scope: HTMLElement) =>
  [...scope.querySelectorAll('.brand-option')].map((el) => el.getAttribute('data-brand-id'));
export const nameOf = (scope: HTMLElement, id: string) =>
  option(scope, id)?.querySelector('.brand-option__name')?.textContent ?? '';
