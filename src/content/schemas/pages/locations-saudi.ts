import { presencePage } from './presence';

export const schema = presencePage;
