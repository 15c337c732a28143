import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RoleBadge } from '../../../src/ui/RoleBadge';

describe("the main role and its '+N' badge", () => {
  it("shows Franchise Owner with '+1' for franchise_owner + agent, naming Agent on hover", async () => {
    render(<RoleBadge roles={['agent', 'franchise_owner']} />);
    expect(screen.getByText('Franchise Owner')).toBeInTheDocument();
    const badge = screen.getByText('+1');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.hover(badge);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Agent');
    await userEvent.unhover(badge);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('names the other roles on keyboard focus too, and describes the badge with them', async () => {
    render(<RoleBadge roles={['franchise_owner', 'agent', 'admin_office']} />);
    const badge = screen.getByText('+2');
    await userEvent.tab();
    expect(badge).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Office Admin, Agent');
    expect(badge).toHaveAccessibleDescription('Office Admin, Agent');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows no badge for a single role', () => {
    render(<RoleBadge roles={['agent']} />);
    expect(screen.getByText('Agent')).toBeInTheDocument();
    expect(screen.queryByText(/^\+\d+$/)).not.toBeInTheDocument();
  });
});
