import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { PRIMARY_PROJECT_MESSAGES, type PrimaryProject } from '../../../domain/primary-project';
import PrimaryProjectDetailPage from '../../../src/features/primary-project/PrimaryProjectDetailPage';
import PrimaryProjectFormPage from '../../../src/features/primary-project/PrimaryProjectFormPage';
import PrimaryProjectListPage from '../../../src/features/primary-project/PrimaryProjectListPage';
import { list, mockApi, ok } from '../support/api';
import { renderScreen } from '../support/render';
import { fakeSession } from '../support/session';

const projectOf = (overrides: Partial<PrimaryProject> = {}): PrimaryProject => ({
  primaryProjectId: 'pp-1',
  projectName: 'Cilandak Garden Residence',
  developerName: 'PT Graha Cipta Lestari',
  city: 'Jakarta Selatan',
  address: 'Jl. TB Simatupang No. 18',
  description: null,
  totalUnits: 120,
  availableUnits: 47,
  priceMin: 1_850_000_000,
  priceMax: 3_400_000_000,
  coordinatingOfficeId: 'office-0',
  coordinatingOfficeName: 'Genius Jakarta Selatan',
  status: 'ACTIVE',
  listingCount: 1,
  createdAt: '2026-10-01T03:00:00.000Z',
  agents: [{ employeeId: 'emp-9', name: 'Nanda' }],
  ...overrides,
});

const renderAt = (path: string, pattern: string, Screen: ComponentType, roles: Parameters<typeof fakeSession>[0]) => renderScreen(path, pattern, Screen, { session: fakeSession(roles) });

describe('/primary-project-coordination', () => {
  it('lists projects with their price range and the URL’s status; Create Project for admin-HQ-plus', async () => {
    const api = mockApi({ 'GET primary-projects': list([projectOf()]) });
    renderAt('/primary-project-coordination?status=ACTIVE', '/primary-project-coordination', PrimaryProjectListPage, ['admin_hq']);
    const row = await within(await screen.findByRole('table', { name: 'Primary projects' })).findByRole('row', { name: /Cilandak Garden Residence/ });
    expect(row).toHaveTextContent('Rp 1.850.000.000 – Rp 3.400.000.000');
    expect(row).toHaveTextContent('47/120');
    expect(api.callsTo('GET', 'primary-projects')[0]!.query.get('filterStatus')).toBe('ACTIVE');
    expect(screen.getByRole('link', { name: 'Create Project' })).toHaveAttribute('href', '/primary-project-coordination/create');
  });

  it('shows an agent the list without Create Project, and the detail without Edit', async () => {
    mockApi({
      'GET primary-projects': list([projectOf()]),
      'GET primary-projects/pp-1': ok(projectOf()),
      'GET primary-project-listings': list([{ listingId: 'l-1', listingCode: 'LST-100005', title: 'Rumah Baru Cilandak', officeName: 'Genius Jakarta Selatan', price: 1_900_000_000, status: 'PUBLISH' }]),
    });
    renderAt('/primary-project-coordination', '/primary-project-coordination', PrimaryProjectListPage, ['agent']);
    await screen.findByRole('table', { name: 'Primary projects' });
    expect(screen.queryByRole('link', { name: 'Create Project' })).not.toBeInTheDocument();
  });

  it('shows the detail with agents and listings; Edit only for admin-HQ-plus', async () => {
    mockApi({
      'GET primary-projects/pp-1': ok(projectOf()),
      'GET primary-project-listings': list([{ listingId: 'l-1', listingCode: 'LST-100005', title: 'Rumah Baru Cilandak', officeName: 'Genius Jakarta Selatan', price: 1_900_000_000, status: 'PUBLISH' }]),
    });
    renderAt('/primary-project-coordination/pp-1', '/primary-project-coordination/:primaryProjectId', PrimaryProjectDetailPage, ['agent']);
    const listings = await screen.findByRole('table', { name: 'Project listings' });
    expect(await within(listings).findByRole('link', { name: 'LST-100005' })).toHaveAttribute('href', '/listing/l-1/information');
    expect(screen.getByRole('region', { name: 'Project information' })).toHaveTextContent('Nanda');
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });
});

describe('/primary-project-coordination/create', () => {
  it('refuses at the fields before sending: required fields, a price range upside down, more available units than units', async () => {
    const api = mockApi({});
    renderAt('/primary-project-coordination/create', '/primary-project-coordination/create', PrimaryProjectFormPage, ['admin_hq']);
    const form = await screen.findByRole('form', { name: 'Create project' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create Project' }));
    expect(await within(form).findByText('Project name is required.')).toBeInTheDocument();
    expect(within(form).getByText('Coordinating office is required.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Total Units'), '10');
    await userEvent.type(within(form).getByLabelText('Available Units'), '11');
    await userEvent.type(within(form).getByLabelText('Lowest Price (Rp)'), '2000000000');
    await userEvent.type(within(form).getByLabelText('Highest Price (Rp)'), '1000000000');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Project' }));
    expect(await within(form).findByText(PRIMARY_PROJECT_MESSAGES.priceRange)).toBeInTheDocument();
    expect(within(form).getByText(PRIMARY_PROJECT_MESSAGES.availableAboveTotal)).toBeInTheDocument();
    expect(api.callsTo('POST', 'primary-projects')).toHaveLength(0);
  });

  it('edits a project and shows the server’s refusal at its field', async () => {
    const api = mockApi({
      'GET primary-projects/pp-1': ok(projectOf()),
      'GET primary-project-listings': list([]),
      'PATCH primary-projects/pp-1': { status: 400, body: { code: 'err_validation', message: 'Invalid', fields: { agentIds: PRIMARY_PROJECT_MESSAGES.agentNotOfOffice } } },
    });
    renderAt('/primary-project-coordination/pp-1/edit', '/primary-project-coordination/:primaryProjectId/edit', PrimaryProjectFormPage, ['admin_hq']);
    const form = await screen.findByRole('form', { name: 'Edit project' });
    expect(within(form).getByLabelText('Project Name')).toHaveValue('Cilandak Garden Residence');
    expect(within(form).getByRole('list', { name: 'Coordinating agents' })).toHaveTextContent('Nanda');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Project' }));
    expect(await within(form).findByText(PRIMARY_PROJECT_MESSAGES.agentNotOfOffice)).toBeInTheDocument();
    expect(api.callsTo('PATCH', 'primary-projects/pp-1')[0]!.body).toMatchObject({ agentIds: ['emp-9'], projectName: 'Cilandak Garden Residence' });
  });
});
