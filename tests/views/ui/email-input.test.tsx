import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_DOMAINS } from '../../../domain/people-formats';
import { EmailInput } from '../../../src/ui/EmailInput';

function Harness({ initial = '' }: { initial?: string }) {
  const [email, setEmail] = useState(initial);
  return (
    <>
      <EmailInput id="email" value={email} onChange={setEmail} />
      <output aria-label="Address">{email}</output>
    </>
  );
}

const address = () => screen.getByRole('status', { name: 'Address' });
const domains = () => screen.getByRole('combobox', { name: 'Email domain' });

describe('EmailInput', () => {
  it('offers the five default domains and a custom one, joining the name and the chosen domain', async () => {
    render(<Harness />);
    const options = [...(domains() as HTMLSelectElement).options].map((o) => o.textContent);
    expect(options).toEqual([...DEFAULT_EMAIL_DOMAINS, 'Other domain…']);
    await userEvent.type(screen.getByLabelText('Email'), 'budi');
    expect(address()).toHaveTextContent(`budi${DEFAULT_EMAIL_DOMAINS[0]}`);
    await userEvent.selectOptions(domains(), '@yahoo.com');
    expect(address()).toHaveTextContent('budi@yahoo.com');
  });

  it("refuses a custom domain that does not start with '@': 'Invalid email domain!'", async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('Email'), 'budi');
    await userEvent.selectOptions(domains(), 'Other domain…');
    const custom = screen.getByRole('textbox', { name: 'Custom email domain' });
    await userEvent.type(custom, 'kantor.co.id');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email domain!');
    expect(custom).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(custom);
    await userEvent.type(custom, '@kantor.co.id');
    expect(screen.queryByText('Invalid email domain!')).not.toBeInTheDocument();
    expect(address()).toHaveTextContent('budi@kantor.co.id');
  });

  it('shows an address with a domain of its own as custom, and a default one in the dropdown', () => {
    const { unmount } = render(<Harness initial="sari@kantor.co.id" />);
    expect(domains()).toHaveValue('custom');
    expect(screen.getByRole('textbox', { name: 'Custom email domain' })).toHaveValue('@kantor.co.id');
    expect(screen.getByLabelText('Email')).toHaveValue('sari');
    unmount();
    render(<Harness initial="sari@gmail.com" />);
    expect(domains()).toHaveValue('@gmail.com');
    expect(screen.queryByRole('textbox', { name: 'Custom email domain' })).not.toBeInTheDocument();
  });

  it('gives no address until the name before the @ is typed (so the form reads it as required)', async () => {
    render(<Harness />);
    await userEvent.selectOptions(domains(), '@gmail.com');
    expect(address()).toHaveTextContent('');
  });
});
