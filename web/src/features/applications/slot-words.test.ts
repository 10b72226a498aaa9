import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { slotWords } from './slot-words';

describe('slotWords', () => {
  it('fills the value in where the translation puts it, as t would', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'de',
      interpolation: { escapeValue: false },
      resources: {
        de: { pipeline: { handle: '{{name}} in eine andere Phase verschieben' } },
        ar: { pipeline: { handle: 'نقل {{name}} إلى مرحلة أخرى' } },
      },
    });
    const handle = slotWords(i18n.t, 'handle', 'name', { ns: 'pipeline' });
    expect(handle('Ana Ruiz')).toBe(i18n.t('handle', { ns: 'pipeline', name: 'Ana Ruiz' }));
    await i18n.changeLanguage('ar');
    const arabic = slotWords(i18n.t, 'handle', 'name', { ns: 'pipeline' });
    expect(arabic('Ana')).toBe('نقل Ana إلى مرحلة أخرى');
  });
});
