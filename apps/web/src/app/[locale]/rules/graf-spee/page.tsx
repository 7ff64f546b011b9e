import { rulesRoute } from '@/rules/rules-route';

const route = rulesRoute('graf-spee');

export const generateMetadata = route.generateMetadata;
export default route.Page;
