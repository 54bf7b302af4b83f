import { comingPage } from '../blocks';

export const schema = comingPage;
