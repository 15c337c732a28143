/** Web config (issue 19): partners, banners and template messages — lists, saves, deletes and new orders. */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { banner, type Banner, type BannerOrderBody, type CreateBannerBody, type UpdateBannerBody } from '../../../domain/banners';
import { envelope, listPayload, type ListPayload } from '../../../domain/entities/common';
import { partner, type CreatePartnerBody, type Partner, type PartnerOrderBody, type UpdatePartnerBody } from '../../../domain/partners';
import { templateMessage, type TemplateMessage, type TemplateMessageBody } from '../../../domain/template-messages';
import { http, type Query } from '../http';

export const webConfigKeys = {
  partners: { all: ['partners'] as const, list: (params: Query) => ['partners', 'list', params] as const },
  banners: { all: ['banners'] as const, list: (params: Query) => ['banners', 'list', params] as const },
  templates: { all: ['template-messages'] as const, list: (params: Query) => ['template-messages', 'list', params] as const, detail: (id: string) => ['template-messages', 'detail', id] as const },
};

const partners = envelope(listPayload(partner));
const banners = envelope(listPayload(banner));
const templates = envelope(listPayload(templateMessage));

export const partnersQueryOptions = (params: Query) =>
  queryOptions({
    queryKey: webConfigKeys.partners.list(params),
    queryFn: async ({ signal }): Promise<ListPayload<Partner>> => (await http.get('partners', { query: params, signal, schema: partners })).payload,
    placeholderData: keepPreviousData,
  });
export const usePartners = (params: Query) => useQuery(partnersQueryOptions(params));

export const bannersQueryOptions = (params: Query) =>
  queryOptions({
    queryKey: webConfigKeys.banners.list(params),
    queryFn: async ({ signal }): Promise<ListPayload<Banner>> => (await http.get('banners', { query: params, signal, schema: banners })).payload,
    placeholderData: keepPreviousData,
  });
export const useBanners = (params: Query) => useQuery(bannersQueryOptions(params));

export const templatesQueryOptions = (params: Query) =>
  queryOptions({
    queryKey: webConfigKeys.templates.list(params),
    queryFn: async ({ signal }): Promise<ListPayload<TemplateMessage>> => (await http.get('template-messages', { query: params, signal, schema: templates })).payload,
    placeholderData: keepPreviousData,
  });
export const useTemplateMessages = (params: Query) => useQuery(templatesQueryOptions(params));

export const templateQueryOptions = (templateId: string) =>
  queryOptions({
    queryKey: webConfigKeys.templates.detail(templateId),
    queryFn: async ({ signal }): Promise<TemplateMessage> => (await http.get(`template-messages/${templateId}`, { signal, schema: envelope(templateMessage) })).payload,
  });
export const useTemplateMessage = (templateId: string | undefined) => useQuery({ ...templateQueryOptions(templateId ?? ''), enabled: !!templateId });

/** A write on one resource, then every query of it is asked again. */
function useWrite<Input, Output>(prefix: readonly string[], write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => void queryClient.invalidateQueries({ queryKey: prefix }) });
}

export const useSavePartner = () =>
  useWrite(webConfigKeys.partners.all, async ({ id, body }: { id?: string; body: CreatePartnerBody | UpdatePartnerBody }): Promise<Partner> =>
    (id ? await http.patch(`partners/${id}`, body, { schema: envelope(partner) }) : await http.post('partners', body, { schema: envelope(partner) })).payload,
  );
export const useDeletePartner = () => useWrite(webConfigKeys.partners.all, async (id: string): Promise<Partner> => (await http.delete(`partners/${id}`, { schema: envelope(partner) })).payload);
export const useOrderPartners = () =>
  useWrite(webConfigKeys.partners.all, async (body: PartnerOrderBody): Promise<Partner[]> => (await http.patch('partners/order', body, { schema: envelope(z.array(partner)) })).payload);

export const useSaveBanner = () =>
  useWrite(webConfigKeys.banners.all, async ({ id, body }: { id?: string; body: CreateBannerBody | UpdateBannerBody }): Promise<Banner> =>
    (id ? await http.patch(`banners/${id}`, body, { schema: envelope(banner) }) : await http.post('banners', body, { schema: envelope(banner) })).payload,
  );
export const useDeleteBanner = () => useWrite(webConfigKeys.banners.all, async (id: string): Promise<Banner> => (await http.delete(`banners/${id}`, { schema: envelope(banner) })).payload);
export const useOrderBanners = () =>
  useWrite(webConfigKeys.banners.all, async (body: BannerOrderBody): Promise<Banner[]> => (await http.patch('banners/order', body, { schema: envelope(z.array(banner)) })).payload);

export const useSaveTemplateMessage = () =>
  useWrite(webConfigKeys.templates.all, async ({ id, body }: { id?: string; body: TemplateMessageBody }): Promise<TemplateMessage> =>
    (id ? await http.patch(`template-messages/${id}`, body, { schema: envelope(templateMessage) }) : await http.post('template-messages', body, { schema: envelope(templateMessage) })).payload,
  );
export const useDeleteTemplateMessage = () =>
  useWrite(webConfigKeys.templates.all, async (id: string): Promise<TemplateMessage> => (await http.delete(`template-messages/${id}`, { schema: envelope(templateMessage) })).payload);
