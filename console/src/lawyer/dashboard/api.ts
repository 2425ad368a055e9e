import { useQuery } from '@tanstack/react-query';
import type { DashboardStats, NewsArticleAnswer, TodayCase } from '@lawfirm/contracts';
import { getJson } from '../../api/http';

/** GET /api/lawyer/dashboard-stats and /api/lawyer/today-cases: contracts' shapes */
export type { DashboardStats, TodayCase } from '@lawfirm/contracts';

/** A published article of GET /api/news/published (newest first; the image needs no token): contracts' shape. */
export type NewsArticle = NewsArticleAnswer;

export const useDashboardStats = () =>
  useQuery({ queryKey: ['lawyer-dashboard-stats'], queryFn: () => getJson<DashboardStats>('/lawyer/dashboard-stats') });

export const useTodayCases = () => useQuery({ queryKey: ['lawyer-today-cases'], queryFn: () => getJson<TodayCase[]>('/lawyer/today-cases') });

export const usePublishedNews = () => useQuery({ queryKey: ['news-published'], queryFn: () => getJson<NewsArticle[]>('/news/published') });
