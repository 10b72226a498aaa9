// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Avatar } from './avatar/avatar';
import { Button } from './button/button';
import { CONTROL_SIZES, DIALOG_SIZES, MODAL_BASE_Z_INDEX } from './constants';
import { DatePicker } from './date-picker/date-picker';
import { alertDialog, confirmDialog } from './dialog/confirm';
import { ModalHost } from './dialog/modal-host';
import { closeModal, layerZIndex, openModal, useModalStore } from './dialog/modal-store';
import { FileDropZone } from './file-drop-zone/file-drop-zone';
import { MultiLevelSelector } from './multi-level-selector/multi-level-selector';
import { PasswordField } from './password-field/password-field';
import { MultiSelect, Select } from './popover/select';
import { setUpTestI18n } from './test-i18n';

beforeAll(async () => {
  await setUpTestI18n();
});
afterEach(() => {
  cleanup();
  act(() => useModalStore.setState({ stack: [] }));
});

const options = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Bravo' },
  { value: 'c', label: 'Charlie' },
];

describe('widgets rendered (§2, §4, §8, §9)', () => {
  it('[R4-26] a busy button is disabled and shows a spinner', () => {
    render(<Button busy>Save</Button>);
    const button = screen.getByRole('button', { name: /Save/ });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status', { name: 'Working…' })).toBeTruthy();
  });

  it('[R9-13] dialog sizes xs–xxl; button, password and select sizes xs–xl', () => {
    expect(DIALOG_SIZES).toEqual(['xs', 'sm', 'md', 'lg', 'xl', 'xxl']);
    expect(CONTROL_SIZES).toEqual(['xs', 'sm', 'md', 'lg', 'xl']);
    render(<Button size="xl">Big</Button>);
    expect(screen.getByRole('button', { name: 'Big' }).className).toContain('ui-size-xl');
  });

  it("[R2-50] the password field has a button labelled 'Toggle password visibility'", () => {
    render(<PasswordField label="Password" size="sm" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Toggle password visibility' }));
    expect(input.getAttribute('type')).toBe('text');
  });

  it('[R3-10] the avatar shows initials on a colour from id and names, or the image', () => {
    const { rerender } = render(<Avatar avatarId={3} firstName="Grace" lastName="Hopper" />);
    const avatar = screen.getByRole('img', { name: 'Grace Hopper' });
    expect(avatar.textContent).toBe('GH');
    expect(avatar.getAttribute('style')).toContain('background');
    rerender(<Avatar image="/me.png" firstName="Grace" lastName="Hopper" />);
    expect(screen.getByRole('img', { name: 'Grace Hopper' }).tagName).toBe('IMG');
  });

  it('[R4-25] [R2-44] a single-select replaces its value and closes', async () => {
    const onChange = vi.fn();
    render(<Select label="Letter" options={options} value="a" onChange={onChange} />);
    fireEvent.click(screen.getByRole('combobox', { name: /Letter/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Bravo' }));
    expect(onChange).toHaveBeenCalledWith('b');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('[R4-25] [R2-44] a multi-select adds or removes and stays open', async () => {
    const onChange = vi.fn();
    render(<MultiSelect label="Letters" options={options} value={['a']} onChange={onChange} />);
    fireEvent.click(screen.getByRole('combobox', { name: /Letters/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Charlie' }));
    expect(onChange).toHaveBeenLastCalledWith(['a', 'c']);
    fireEvent.click(screen.getByRole('option', { name: 'Alpha' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('listbox').getAttribute('aria-multiselectable')).toBe('true');
  });

  it('[R5-10] the date picker keeps a typed date only when it strictly parses', () => {
    const onChange = vi.fn();
    render(<DatePicker label="Start" value="2026-03-09" onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('Start');
    expect(input.value).toBe('Mar 09, 2026');
    fireEvent.focus(input);
    expect(input.value).toBe('2026-03-09');
    fireEvent.change(input, { target: { value: '2026-3-10' } });
    fireEvent.blur(input);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Enter a date as YYYY-MM-DD.');
    fireEvent.change(input, { target: { value: '2026-03-10' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledWith('2026-03-10');
  });

  it("[R2-48] the multi-level selector says 'No matching results' and selects all", async () => {
    vi.useFakeTimers();
    const items = [
      {
        id: 'x',
        code: 'X',
        name: 'Pier',
        level: 0,
        parent: null,
        checked: false,
        partial: false,
        active: true,
        expandable: false,
        disabled: false,
      },
    ];
    const onChange = vi.fn();
    render(<MultiLevelSelector label="Places" items={items} onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(onChange.mock.calls[0]?.[0][0].checked).toBe(true);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'zzz' },
    });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByText('No matching results')).toBeTruthy();
    vi.useRealTimers();
  });

  it('[R2-47] the drop zone has a Browse files action and lists the accepted types', () => {
    render(<FileDropZone label="Upload" extensions={['PDF', 'png']} onFiles={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Browse files' })).toBeTruthy();
    expect(screen.getByText('Accepted types: pdf, png')).toBeTruthy();
  });

  it('[R2-45] [R9-13] stacks modals from z-index 1030, each layer above the last', () => {
    expect(MODAL_BASE_Z_INDEX).toBe(1030);
    expect([0, 1, 2].map(layerZIndex)).toEqual([1030, 1040, 1050]);
    render(<ModalHost />);
    let first = 0;
    act(() => {
      first = openModal({ title: 'First', render: () => <p>one</p> });
    });
    act(() => {
      openModal({ title: 'Second', size: 'xs', render: () => <p>two</p> });
    });
    // The top layer hides the ones below from assistive technology.
    expect(screen.getAllByRole('dialog').map((d) => d.textContent)).toEqual([
      expect.stringContaining('Second'),
    ]);
    const layers = screen.getAllByRole('dialog', { hidden: true });
    expect(layers.map((d) => (d.parentElement as HTMLElement).style.zIndex)).toEqual([
      '1030',
      '1040',
    ]);
    expect(layers[1]?.className).toContain('ui-dialog--xs');
    act(() => closeModal(first));
    expect(screen.getAllByRole('dialog', { hidden: true })).toHaveLength(1);
  });

  it('[R2-45] confirm resolves true or false; alert resolves when acknowledged', async () => {
    render(<ModalHost />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmDialog({ title: 'Sure?', message: 'Really' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
    act(() => {
      answer = confirmDialog({ title: 'Sure?', message: 'Really' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(answer).resolves.toBe(false);
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = alertDialog({ title: 'Heads up', message: 'Done' });
    });
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(done).resolves.toBeUndefined();
  });

  it('[R2-45] a dialog takes focus as it opens and never moves it later: an Enter on the control the person reached is kept', async () => {
    render(<ModalHost />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmDialog({
        title: 'Delete this shift?',
        message: 'Really',
        confirmLabel: 'Delete',
      });
    });
    // Focus is inside as soon as the dialog is there: on the safe answer.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    const remove = screen.getByRole('button', { name: 'Delete' });
    remove.focus();
    // A frame later (when floating-ui used to move its initial focus) the person's choice still holds.
    await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(document.activeElement).toBe(remove);
    fireEvent.click(remove);
    await expect(answer).resolves.toBe(true);
  });

  it('[R8-10] [R2-31] a modal whose content fails shows the fallback with Close and Reload Page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    const Broken = lazy(() => Promise.reject(new Error('chunk')));
    render(<ModalHost onReload={reload} />);
    act(() => {
      openModal({ title: 'Broken', render: () => <Broken /> });
    });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(
      screen.getByText('An unexpected error has occurred while loading the modal content.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalledOnce();
    const closes = screen.getAllByRole('button', { name: 'Close' });
    fireEvent.click(closes[closes.length - 1]!);
    expect(screen.queryByRole('dialog')).toBeNull();
    vi.restoreAllMocks();
  });
});
