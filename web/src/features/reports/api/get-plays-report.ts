import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { playsApi, type ReportGroup } from '@marquee/protocol';
import { callApi, routeUrl } from '../../../shared/api/api-client';

export interface PlaysReportParams {
  from: Date;
  to: Date;
  groupBy: ReportGroup;
  locationId?: number | null;
  contentId?: number | null;
}

function reportQuery(p: PlaysReportParams) {
  return {
    from: p.from.toISOString(),
    to: p.to.toISOString(),
    groupBy: p.groupBy,
    ...(p.locationId ? { locationId: p.locationId } : {}),
    ...(p.contentId ? { contentId: p.contentId } : {}),
  };
}

/** The CSV download's address: a link, so the browser saves it (the session cookie goes along). */
export function playsReportUrl(p: PlaysReportParams, format: 'json' | 'csv' = 'json'): string {
  return routeUrl(playsApi.report, {
    query: { ...reportQuery(p), ...(format === 'csv' ? { format } : {}) },
  });
}

export function usePlaysReport(p: PlaysReportParams) {
  const query = reportQuery(p);
  return useQuery({
    queryKey: ['reports', 'plays', query],
    queryFn: ({ signal }) => callApi(playsApi.report, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
