import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../api/http';

/** GET /api/lawyer/dashboard-stats */
export interface DashboardStats {
  totalCases: number;
  activeCases: number;
  /** hearings of the lawyer's cases from today to the end of the month */
  upcomingHearings: number;
  finalRulingsThisMonth: number;
}

/** A hearing of today, as GET /api/lawyer/today-cases lists it (`id` is the case's). */
export type TodayCase = {
  id: number;
  hearingId: number;
  caseNumber: string | null;
  caseTypeEn: string | null;
  caseTypeAr: string | null;
  nextAction: string | null;
  /** the portal's Arabic wording of the next action, when it wrote it (a next hearing the minutes set) */
  nextActionAr: string | null;
  hearingTime: string | null;
  clientNameEn: string | null;
  clientNameAr: string | null;
  courtNameEn: string | null;
  courtNameAr: string | null;
};

/** A published article of GET /api/news/published (newest first; the image needs no token). */
export type NewsArticle = {
  id: number;
  titleEn: string | null;
  titleAr: string | null;
  contentEn: string | null;
  contentAr: string | null;
  imageUrl: string | null;
  publishedAt?: string | null;
  createdAt: string;
};

export const useDashboardStats = () =>
  useQuery({ queryKey: ['lawyer-dashboard-stats'], queryFn: () => getJson<DashboardStats>('/lawyer/dashboard-stats') });

export const useTodayCases = () => useQuery({ queryKey: ['lawyer-today-cases'], queryFn: () => getJson<TodayCase[]>('/lawyer/today-cases') });

export const usePublishedNews = () => useQuery({ queryKey: ['news-published'], queryFn: () => getJson<NewsArticle[]>('/news/published') });
