import { BRAND_COLOUR } from '@ajar/domain';
import { render, screen } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { AntdProvider } from './antd-provider';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

function renderOptionalField() {
  return render(
    <AntdProvider>
      <Form requiredMark="optional">
        <Form.Item label="Phone" name="phone">
          <Input />
        </Form.Item>
      </Form>
    </AntdProvider>,
  );
}

describe("antd's and dayjs's language", () => {
  it('marks optional fields in English on en', () => {
    renderOptionalField();
    expect(screen.getByText('(optional)')).toBeTruthy();
  });

  it('marks them, and names days, in Indonesian on id once the locale has loaded', async () => {
    await i18n.changeLanguage('id');
    renderOptionalField();
    expect(await screen.findByText('(opsional)')).toBeTruthy();
    expect(screen.queryByText('(optional)')).toBeNull();
    expect(dayjs('2026-03-12').format('dddd, D MMMM')).toBe('Kamis, 12 Maret');
  });
});

describe("antd's theme", () => {
  it('fills primary buttons with the brand colour', () => {
    render(
      <AntdProvider>
        <Button type="primary">Book</Button>
      </AntdProvider>,
    );
    const button = screen.getByRole('button', { name: 'Book' });
    // antd 6 writes the theme as CSS variables under the scope's class, which the button carries.
    expect(button.classList.contains('css-var-ajar')).toBe(true);
    const styles = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
    const variables = styles.slice(styles.indexOf('.css-var-ajar'));
    expect(variables.toLowerCase()).toContain(`--ant-color-primary:${BRAND_COLOUR.toLowerCase()}`);
  });
});
