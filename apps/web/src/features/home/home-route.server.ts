import 'server-only';
import { cache } from 'react';
import { serverRead, visitorPosition } from '@/lib/server-api';
import { getHomepageData } from './api/get-homepage-data';

/** The home page's data for this visitor (nearby listings when their position is known). */
export const getHomepage = cache(async () => getHomepageData(serverRead, await visitorPosition()));
