/** The master data lists (issue 19): achievements and careers, read with the list's query, created and edited. */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { envelope, listPayload, type ListPayload } from '../../../domain/entities/common';
import {
  masterAchievement,
  masterCareer,
  type CreateMasterAchievementBody,
  type CreateMasterCareerBody,
  type MasterAchievement,
  type MasterCareer,
  type UpdateMasterAchievementBody,
  type UpdateMasterCareerBody,
} from '../../../domain/master-data';
import { http, type Query } from '../http';

export const masterDataKeys = {
  all: ['master-data'] as const,
  achievements: (params: Query) => [...masterDataKeys.all, 'achievements', params] as const,
  careers: (params: Query) => [...masterDataKeys.all, 'careers', params] as const,
};

const achievements = envelope(listPayload(masterAchievement));
const careers = envelope(listPayload(masterCareer));

export const masterAchievementsQueryOptions = (params: Query) =>
  queryOptions({
    queryKey: masterDataKeys.achievements(params),
    queryFn: async ({ signal }): Promise<ListPayload<MasterAchievement>> => (await http.get('master-achievements', { query: params, signal, schema: achievements })).payload,
    placeholderData: keepPreviousData,
  });
export const useMasterAchievements = (params: Query) => useQuery(masterAchievementsQueryOptions(params));

export const masterCareersQueryOptions = (params: Query) =>
  queryOptions({
    queryKey: masterDataKeys.careers(params),
    queryFn: async ({ signal }): Promise<ListPayload<MasterCareer>> => (await http.get('master-careers', { query: params, signal, schema: careers })).payload,
    placeholderData: keepPreviousData,
  });
export const useMasterCareers = (params: Query) => useQuery(masterCareersQueryOptions(params));

/** Create (no id) or edit (an id) a record; every master list is asked again. */
function useSave<Body, Item>(path: string, schema: Parameters<typeof envelope>[0]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: Body }): Promise<Item> =>
      (id ? await http.patch(`${path}/${id}`, body, { schema: envelope(schema) }) : await http.post(path, body, { schema: envelope(schema) })).payload as Item,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: masterDataKeys.all }),
  });
}

export const useSaveMasterAchievement = () => useSave<CreateMasterAchievementBody | UpdateMasterAchievementBody, MasterAchievement>('master-achievements', masterAchievement);
export const useSaveMasterCareer = () => useSave<CreateMasterCareerBody | UpdateMasterCareerBody, MasterCareer>('master-careers', masterCareer);
