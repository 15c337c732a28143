import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { envelope, listPayload } from '../../../domain/entities/common';
import {
  primaryProject,
  projectListing,
  type CreatePrimaryProjectInput,
  type primaryProjectsQuery,
  type projectListingsQuery,
  type UpdatePrimaryProjectInput,
} from '../../../domain/primary-project';
import { http, type QueryParams } from '../http';

export type PrimaryProjectsParams = Partial<QueryParams<typeof primaryProjectsQuery>>;
export type ProjectListingsParams = QueryParams<typeof projectListingsQuery>;

export const primaryProjectKeys = { all: ['primary-projects'] as const };

const one = envelope(primaryProject);
const page = envelope(listPayload(primaryProject));
const listingsPage = envelope(listPayload(projectListing));

/** GET primary-projects: a page of /primary-project-coordination (every listing viewer). */
export const usePrimaryProjects = (params: PrimaryProjectsParams) =>
  useQuery({
    queryKey: [...primaryProjectKeys.all, 'list', params],
    queryFn: async ({ signal }) => (await http.get('primary-projects', { query: { ...params }, signal, schema: page })).payload,
    placeholderData: keepPreviousData,
  });

/** GET primary-projects/{id}: one project with its agents. */
export const usePrimaryProject = (primaryProjectId: string, isEnabled = true) =>
  useQuery({
    queryKey: [...primaryProjectKeys.all, 'detail', primaryProjectId],
    queryFn: async ({ signal }) => (await http.get(`primary-projects/${encodeURIComponent(primaryProjectId)}`, { signal, schema: one })).payload,
    enabled: isEnabled,
  });

/** GET primary-project-listings: the listings of one project. */
export const useProjectListings = (params: ProjectListingsParams, isEnabled = true) =>
  useQuery({
    enabled: isEnabled,
    queryKey: [...primaryProjectKeys.all, 'listings', params],
    queryFn: async ({ signal }) => (await http.get('primary-project-listings', { query: { ...params }, signal, schema: listingsPage })).payload,
    placeholderData: keepPreviousData,
  });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: primaryProjectKeys.all });
}

/** POST primary-projects (admin-HQ-plus). */
export function useCreatePrimaryProject() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: async (body: CreatePrimaryProjectInput) => (await http.post('primary-projects', body, { schema: one })).payload, onSuccess: invalidate });
}

/** PATCH primary-projects/{id} (admin-HQ-plus). */
export function useUpdatePrimaryProject(primaryProjectId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: UpdatePrimaryProjectInput) => (await http.patch(`primary-projects/${encodeURIComponent(primaryProjectId)}`, body, { schema: one })).payload,
    onSuccess: invalidate,
  });
}
