import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';

/** Emoji and text glyphs that once stood in for icons; one line-icon set (lucide) draws them now. */
const GLYPH_ICON = /[✉👁🙈⠿★☆☰×✕↑↓←⚙⌂⌕◎◷⇄]/u;

/** An icon-only control: its tooltip is visible words, and its accessible name contains them (label in name). */
function expectNamedIconControl(control: HTMLElement) {
  const tip = control.getAttribute('data-tooltip');
  expect(tip, control.outerHTML.slice(0, 120)).toBeTruthy();
  expect(control.getAttribute('aria-label') ?? '').toContain(tip);
  expect(control.querySelector('svg')).not.toBeNull();
  expect(control.textContent ?? '').not.toMatch(GLYPH_ICON);
}

describe('header icons and icon-only controls', () => {
  it('manager@demo.test: the inbox and the news feed have distinct icons, each with a tooltip inside its name', async () => {
    await renderRoute('/dashboard', { as: 'manager@demo.test' });
    const inbox = await screen.findByRole('button', { name: /^Messages/ });
    const feed = await screen.findByRole('button', { name: /^News feed/ });
    expectNamedIconControl(inbox);
    expectNamedIconControl(feed);
    const drawing = (el: HTMLElement) => el.querySelector('svg')?.getAttribute('class');
    expect(drawing(inbox)).not.toBe(drawing(feed));
    const header = inbox.closest('header')!;
    for (const control of within(header)
      .getAllByRole('button')
      .filter((b) => b.hasAttribute('data-tooltip'))) {
      expectNamedIconControl(control);
    }
    expect(header.textContent ?? '').not.toMatch(GLYPH_ICON);
  });

  it('the password toggle on the sign-in page is a drawn eye, named and with a tooltip', async () => {
    const { user } = await renderRoute('/user/login');
    const toggle = await screen.findByRole('button', { name: /password/i, pressed: false });
    expectNamedIconControl(toggle);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expectNamedIconControl(toggle);
  });
});
