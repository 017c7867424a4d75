import { PageFrame, type PageProps } from '@portico/sdk';
import { PAGES } from '../routes';

type Key = keyof typeof PAGES;

const page = (key: Key) =>
  function ManagePage({ title }: PageProps) {
    const p = PAGES[key];
    return <PageFrame title={title} crumbs={p.crumbs} description={p.desc} />;
  };

export const OwnerHome = page('home');
export const AgencyHome = page('agencyHome');
export const PlanManage = page('planManage');
export const GroupManage = page('groupManage');
export const CreativeManage = page('creativeManage');
export const AccountManage = page('accountManage');
export const ClientManage = page('clientManage');
export const OperatorManage = page('operatorManage');
