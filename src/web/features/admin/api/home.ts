import type { HomeFunnel, HomeNewInquiries, HomeSales } from '../../../../domain/api/admin/home';
import { query } from '../../../lib/api-client';
import { adminRequest } from './admin-request';

export type { HomeFunnel, HomeNewInquiries, HomeSales };
export const getNewInquiries = (today: string) => adminRequest<HomeNewInquiries>(`/api/admin/home/new-inquiries${query({ today })}`);
export const getWeekFunnel = (timeZone: string) => adminRequest<HomeFunnel>(`/api/admin/home/funnel${query({ timeZone })}`);
export const getWeekSales = (timeZone: string) => adminRequest<HomeSales>(`/api/admin/home/sales${query({ timeZone })}`);
