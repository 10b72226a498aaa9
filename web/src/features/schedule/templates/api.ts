import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '@/lib/api-client';
import { keyFor } from '@/lib/query-keys';

/** The brand's saved templates, newest first. */
export const useTemplates = (brandId: string) =>
  useQuery({
    queryKey: keyFor(api.scheduleTemplates.list, { brandId }),
    queryFn: () => request(api.scheduleTemplates.list, { params: { brandId } }),
  });

/** A write on the templates: the list is read again after it, and the week too when shifts were added. */
function useTemplateWrite<V, R>(write: (input: V) => Promise<R>, addsShifts = false) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: keyFor(api.scheduleTemplates.list) });
      if (addsShifts) await client.invalidateQueries({ queryKey: keyFor(api.shifts.week) });
    },
  });
}

export const useSaveTemplate = (brandId: string) =>
  useTemplateWrite((body: { name: string; week_start: string }) =>
    request(api.scheduleTemplates.create, { params: { brandId }, body }),
  );

export const useRenameTemplate = (brandId: string) =>
  useTemplateWrite(({ templateId, name }: { templateId: string; name: string }) =>
    request(api.scheduleTemplates.rename, { params: { brandId, templateId }, body: { name } }),
  );

export const useDeleteTemplate = (brandId: string) =>
  useTemplateWrite((templateId: string) =>
    request(api.scheduleTemplates.remove, { params: { brandId, templateId } }),
  );

export const useApplyTemplate = (brandId: string) =>
  useTemplateWrite(
    ({ templateId, weekStart }: { templateId: string; weekStart: string }) =>
      request(api.scheduleTemplates.apply, {
        params: { brandId, templateId },
        body: { week_start: weekStart },
      }),
    true,
  );
