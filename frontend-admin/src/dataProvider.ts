import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './http/httpClient';

// Admin resources speak the ra-data-simple-rest dialect under /api/admin (ARCHITECTURE.md).
export const dataProvider = simpleRestProvider('/api/admin', httpClient);
