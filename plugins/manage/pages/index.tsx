import { framedPages } from '@portico/sdk';
import { PAGES } from '../routes';

const page = framedPages(PAGES);

export const OwnerHome = page('home');
export const AgencyHome = page('agencyHome');
export const PlanManage = page('planManage');
export const GroupManage = page('groupManage');
export const CreativeManage = page('creativeManage');
export const AccountManage = page('accountManage');
export const ClientManage = page('clientManage');
export const OperatorManage = page('operatorManage');
