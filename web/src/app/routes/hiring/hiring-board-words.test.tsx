import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { applyDocumentLanguage, initI18n } from '../../../lib/i18n';
import { renderRoute } from '../../../testing/render-route';

afterEach(async () => {
  await i18next.changeLanguage('en');
  applyDocumentLanguage('en');
});

describe('the hiring board words its cards once for all of them', () => {
  it('in German every card’s handle, checkbox, stage and date read as the catalogue says', async () => {
    await renderRoute('/dashboard/hiring', { as: 'enterprise@demo.test' });
    await initI18n('de');
    const screening = await screen.findByRole(
      'region',
      { name: 'Vorauswahl' },
      { timeout: 20_000 },
    );
    const rows = await within(screening).findAllByTestId('application-row');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const name = row.querySelector('.app-row__title')!.textContent!;
      const card = row.closest('li')!;
      expect(
        within(card).getByRole('button', { name: `${name} in eine andere Phase verschieben` }),
      ).toBeInTheDocument();
      expect(within(card).getByRole('checkbox', { name: `${name} auswählen` })).toBeInTheDocument();
      expect(within(row).getByText('Vorauswahl', { selector: '.app-stage' })).toBeInTheDocument();
      expect(row.querySelector('.app-row__date')!.textContent).toMatch(/^Beworben \S/);
    }
  });
});
