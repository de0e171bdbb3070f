import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PlaysReport, ReportGroup } from '@marquee/protocol';
import { apiRequest } from '../../../shared/api/api-client';

export interface PlaysReportParams {
  from: Date;
  to: Date;
  groupBy: ReportGroup;
  locationId?: number | null;
  contentId?: number | null;
}

/** The report's address; with `csv` it is the download link (the session cookie goes along). */
export function playsReportUrl(p: PlaysReportParams, format: 'json' | 'csv' = 'json'): string {
  const q = new URLSearchParams({
    from: p.from.toISOString(),
    to: p.to.toISOString(),
    groupBy: p.groupBy,
    ...(p.locationId ? { locationId: String(p.locationId) } : {}),
    ...(p.contentId ? { contentId: String(p.contentId) } : {}),
    ...(format === 'csv' ? { format } : {}),
  });
  return `/api/reports/plays?${q}`;
}

export function usePlaysReport(p: PlaysReportParams) {
  const url = playsReportUrl(p);
  return useQuery({
    queryKey: ['reports', 'plays', url],
    queryFn: ({ signal }) => apiRequest<PlaysReport>(url, { signal }),
    placeholderData: keepPreviousData,
  });
}
