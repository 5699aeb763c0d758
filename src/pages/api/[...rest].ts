import type { APIRoute } from 'astro';
import { notFound } from '../../server/http/envelope';

/** Unknown API paths answer in the envelope, whatever the method. */
export const ALL: APIRoute = () => notFound('接口不存在');
