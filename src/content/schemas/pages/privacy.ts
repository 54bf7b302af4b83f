import { prosePage } from '../blocks';

export const schema = prosePage;
