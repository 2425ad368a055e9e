/** What the query API answers for the admin dashboard (query-api/src/stats). */

/** How many records were added this month and last month, in the firm's time zone. */
export type MonthTrend = {
  thisMonth: number;
  lastMonth: number;
};

/** GET /api/stats: the dashboard's counters and trends, each null where the admin may not read the list it counts. */
export type AdminStats = {
  totalClients: number | null;
  totalEmployees: number | null;
  totalBranches: number;
  totalRegions: number;
  trends: { clients: MonthTrend | null; employees: MonthTrend | null };
};

/** One of the latest activities, worded by the server (GET /api/stats/recent-activities). */
export type RecentActivity = {
  id: number;
  time: string;
  whoEn: string;
  whoAr: string;
  summaryEn: string;
  summaryAr: string;
  recordEn: string;
  recordAr: string;
};
