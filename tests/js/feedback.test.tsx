import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Toasts from '@/Components/Feedback/Toasts';
import { ALERT_CLEAR_MS, useAlert } from '@/hooks/useAlert';
import { LOADING_DELAY_MS, useNavigationLoading } from '@/hooks/useNavigationLoading';
import { notify } from '@/lib/notify';
import { renderPage } from './support/render';

const fire = (name: 'start' | 'finish') =>
  act(() => {
    document.dispatchEvent(new CustomEvent(`inertia:${name}`, { detail: { visit: {} } }));
  });

describe('navigation loading state (spec section 9: 200 ms before it shows)', () => {
  it('shows only when a visit takes longer than 200 ms, and hides when it finishes', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useNavigationLoading());
    fire('start');
    act(() => vi.advanceTimersByTime(LOADING_DELAY_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    fire('finish');
    expect(result.current).toBe(false);
  });

  it('a fast visit never shows it', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useNavigationLoading());
    fire('start');
    act(() => vi.advanceTimersByTime(150));
    fire('finish');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(false);
  });
});

describe('alerts (spec section 9: clear after 5000 ms)', () => {
  it('clears itself 5000 ms after it is shown', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useAlert());
    act(() => result.current[1]({ kind: 'success', message: 'Salvo com sucesso' }));
    act(() => vi.advanceTimersByTime(ALERT_CLEAR_MS - 1));
    expect(result.current[0]?.message).toBe('Salvo com sucesso');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBeNull();
  });
});

describe('toasts (spec section 9: top-right, one at a time)', () => {
  it('shows one toast at a time, in the top-right corner', async () => {
    const { container } = render(<Toasts />);
    act(() => {
      notify.success('Adicionado ao carrinho');
      notify.error('Erro ao remover');
    });
    expect(await screen.findByText('Adicionado ao carrinho')).toBeInTheDocument();
    expect(screen.queryByText('Erro ao remover')).not.toBeInTheDocument();
    expect(container.querySelector('.Toastify__toast-container--top-right')).not.toBeNull();
  });
});

describe('mobile layout (spec section 9: 768 px or less)', () => {
  const widthOf = window.innerWidth;
  afterEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: widthOf });
  });
  const setWidth = (px: number) =>
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: px });

  it('at 768 px the header has the side-menu button, which opens the menu', async () => {
    setWidth(768);
    renderPage(() => <p>tela</p>, { url: '/' });
    const header = await screen.findByTestId('default-header');
    await userEvent.click(within(header).getByRole('button', { name: 'Abrir menu' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('from 769 px CSS hides the side-menu button and shows the menu bar (the browser tests see it laid out)', async () => {
    // The layout is CSS's call so the server's HTML fits the screen before it hydrates; jsdom applies
    // no stylesheet, so this checks the rule: Tailwind's md breakpoint starts right after 768 px.
    const css = readFileSync(resolve(process.cwd(), 'resources/css/app.css'), 'utf8');
    expect(css).toMatch(/--breakpoint-md:\s*48\.0625rem;/);
    renderPage(() => <p>tela</p>, { url: '/' });
    const header = await screen.findByTestId('default-header');
    expect(within(header).getByRole('button', { name: 'Abrir menu' })).toHaveClass('md:hidden');
    const bar = within(header).getByRole('link', { name: 'Coleções' }).closest('nav');
    expect(bar).toHaveClass('hidden', 'md:block');
  });
});
