import { cache } from 'react';
import { loadBoard } from './server';

/** One board load per game type and request, however many figures on the page ask for it. */
export const loadBoardOnce = cache(loadBoard);
