import type { CreatedWebhook, CreateWebhookRequest, UpdateWebhookRequest, WebhookDelivery, WebhookEndpoint } from '../../../../domain/api/admin/webhooks';
import { adminRequest } from './admin-request';

/** The outbound webhook endpoints (owner only): never their signing secrets. */
export const listWebhooks = () => adminRequest<WebhookEndpoint[]>('/api/admin/webhooks');
/** Registers an endpoint; the answer carries its signing secret, shown this once. */
export const createWebhook = (body: CreateWebhookRequest) => adminRequest<CreatedWebhook>('/api/admin/webhooks', { method: 'POST', body });
export const updateWebhook = (id: number, body: UpdateWebhookRequest) => adminRequest<WebhookEndpoint>(`/api/admin/webhooks/${id}`, { method: 'PATCH', body });
export const pauseWebhook = (id: number, paused: boolean) => adminRequest<WebhookEndpoint>(`/api/admin/webhooks/${id}/${paused ? 'pause' : 'resume'}`, { method: 'POST', body: {} });
export const deleteWebhook = (id: number) => adminRequest<void>(`/api/admin/webhooks/${id}`, { method: 'DELETE' });
/** The endpoint's latest deliveries, each with its tries. */
export const listWebhookDeliveries = (id: number) => adminRequest<WebhookDelivery[]>(`/api/admin/webhooks/${id}/deliveries`);
/** One more try of a delivery, same webhook-id. */
export const resendWebhookDelivery = (id: number, deliveryId: number) => adminRequest<{ message: string }>(`/api/admin/webhooks/${id}/deliveries/${deliveryId}/resend`, { method: 'POST', body: {} });
