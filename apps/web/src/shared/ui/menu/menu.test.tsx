import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MenuButton, MenuItemButton, MenuItemLink, MenuList, MenuSeparator, MenuSubmenu } from '.';

function Page({ onAction = () => undefined }: { onAction?: () => void }) {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate('/elsewhere')}>
        Elsewhere
      </button>
      <MenuButton label="Find">
        <MenuItemLink to="/tutors">Tutors</MenuItemLink>
        <MenuItemLink to="/coaches">Coaches</MenuItemLink>
        <MenuSeparator />
        <MenuItemButton onClick={onAction}>Log out</MenuItemButton>
      </MenuButton>
    </>
  );
}

function renderMenu(onAction?: () => void) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Page onAction={onAction} /> },
      { path: '*', element: <Page onAction={onAction} /> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { router, button: screen.getByRole('button', { name: 'Find' }) };
}

const items = () => screen.getAllByRole('menuitem');

describe('MenuButton', () => {
  it('is a closed menu button until clicked', () => {
    const { button } = renderMenu();
    expect(button?.getAttribute('aria-haspopup')).toBe('menu');
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(button, { detail: 1 });
    expect(button?.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu', { name: 'Find' })).toBeTruthy();
    expect(items().map((item) => item.textContent)).toEqual(['Tutors', 'Coaches', 'Log out']);
    // A pointer's click leaves the focus on the button.
    expect(document.activeElement).not.toBe(items()[0]);
  });

  it('opens from the keyboard on the first item and moves with the arrow keys, Home and End', () => {
    const { button } = renderMenu();
    button.focus();
    // Enter and Space on a button are a click with detail 0.
    fireEvent.click(button, { detail: 0 });
    expect(document.activeElement).toBe(items()[0]);
    const menu = screen.getByRole('menu');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items()[1]);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items()[2]);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items()[0]);
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items()[2]);
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(document.activeElement).toBe(items()[0]);
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement).toBe(items()[2]);
    // No item is in the Tab order: the button moves the focus in.
    for (const item of items()) expect(item?.getAttribute('tabindex')).toBe('-1');
  });

  it('opens with ArrowDown on the first item and ArrowUp on the last', () => {
    const { button } = renderMenu();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items()[0]);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items()[2]);
  });

  it('closes on Escape and gives the focus back to the button', () => {
    const { button } = renderMenu();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    fireEvent.keyDown(items()[0]!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button?.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a click outside, not on one inside', () => {
    const { button } = renderMenu();
    fireEvent.click(button, { detail: 1 });
    fireEvent.pointerDown(screen.getByRole('menu'));
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes when an item is chosen, and runs it', () => {
    const onAction = vi.fn();
    const { button } = renderMenu(onAction);
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(onAction).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('follows a link item and closes', async () => {
    const { router, button } = renderMenu();
    fireEvent.click(button, { detail: 1 });
    const link = screen.getByRole('menuitem', { name: 'Coaches' });
    expect(link?.getAttribute('href')).toBe('/coaches');
    await act(async () => {
      fireEvent.click(link);
    });
    expect(router.state.location.pathname).toBe('/coaches');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes when the page changes', async () => {
    const { router, button } = renderMenu();
    fireEvent.click(button, { detail: 1 });
    await act(async () => {
      await router.navigate('/elsewhere');
    });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('a second click on the button closes it', () => {
    const { button } = renderMenu();
    fireEvent.click(button, { detail: 1 });
    fireEvent.click(button, { detail: 1 });
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('MenuList with roving focus and a submenu', () => {
  function renderList() {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <MenuList roving aria-label="Products">
              <MenuSubmenu label="Learn">
                <MenuItemLink to="/lessons">Lessons</MenuItemLink>
                <MenuItemLink to="/reads">Reads</MenuItemLink>
              </MenuSubmenu>
              <MenuItemLink to="/settings">Settings</MenuItemLink>
            </MenuList>
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
  }

  it('keeps one item in the Tab order, the one last focused', () => {
    renderList();
    const learn = screen.getByRole('menuitem', { name: 'Learn' });
    const settings = screen.getByRole('menuitem', { name: 'Settings' });
    expect(learn?.getAttribute('tabindex')).toBe('0');
    expect(settings?.getAttribute('tabindex')).toBe('-1');
    act(() => learn.focus());
    fireEvent.keyDown(learn, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(settings);
    expect(settings?.getAttribute('tabindex')).toBe('0');
    expect(learn?.getAttribute('tabindex')).toBe('-1');
  });

  it('folds a submenu open and shut; its items join the arrow keys only while open', () => {
    renderList();
    const learn = screen.getByRole('menuitem', { name: 'Learn' });
    expect(learn?.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menuitem', { name: 'Lessons' })).toBeNull();

    fireEvent.click(learn);
    expect(learn?.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu', { name: 'Learn' }).closest('[hidden]')).toBeNull();
    act(() => learn.focus());
    fireEvent.keyDown(learn, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Lessons' }));
    // ArrowLeft from an item folds its submenu and goes back to it.
    fireEvent.keyDown(screen.getByRole('menuitem', { name: 'Lessons' }), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(learn);
    expect(learn?.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(learn, { key: 'ArrowRight' });
    expect(learn?.getAttribute('aria-expanded')).toBe('true');
  });
});
