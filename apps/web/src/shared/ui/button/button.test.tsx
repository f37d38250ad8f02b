import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a plain button, type "button" unless told', () => {
    render(<Button>Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(button.className).not.toMatch(/ant-/);
  });

  it('submits its form', () => {
    const submitted = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => submitted(event.nativeEvent)}>
        <Button type="submit" variant="primary">
          Send
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('while loading: busy, a spinner, and no second submit or click', () => {
    const submitted = vi.fn((event: Event) => event.preventDefault());
    const clicked = vi.fn();
    render(
      <form onSubmit={(event) => submitted(event.nativeEvent)}>
        <Button type="submit" variant="primary" loading onClick={clicked}>
          Send
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.anticon-loading')).not.toBeNull();
    fireEvent.click(button);
    expect(clicked).not.toHaveBeenCalled();
    expect(submitted).not.toHaveBeenCalled();
  });
});
