import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../api/http';

import type { DashboardStats, TodayCase } from '@lawfirm/contracts';

export type { DashboardStats, TodayCase } from '@lawfirm/contracts';

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
