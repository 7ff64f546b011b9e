import { rulesRoute } from '@/rules/rules-route';

const route = rulesRoute('arras');

export const generateMetadata = route.generateMetadata;
export default route.Page;
