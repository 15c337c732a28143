import { fireEvent, screen } from '@testing-library/react';
import { Dropdown } from 'primereact/dropdown';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../support/render';

describe('PrimeReact under the app’s providers', () => {
  it('a focused Dropdown names no missing option on its root (axe aria-allowed-attr, aria-valid-attr-value)', () => {
    const { container } = renderWithProviders(
      <>
        <label htmlFor="group">From Group</label>
        <Dropdown inputId="group" value={null} options={[{ label: 'Team Elang', value: 'g1' }]} onChange={() => undefined} />
      </>,
    );
    fireEvent.focus(screen.getByLabelText('From Group'));
    const root = container.querySelector('.p-dropdown')!;
    expect(root).toHaveClass('p-focus');
    expect(root).not.toHaveAttribute('aria-activedescendant');
  });
});
