import { useState } from 'react';
import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { type PageProps } from '@portico/sdk';
import { PageFrame } from '@portico/ui';
import { MESSAGES } from '../../messages';
import { crumbsOf } from '../../routes';
import { ClientTable } from './ClientTable';
import { ACCOUNT_MESSAGES as M } from './messages';
import { OperatorTable } from './OperatorTable';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** 账户管理 (spec §2.2 agency/AccountManage): the clients and the operators, one tab each. */
export function AccountManage({ title }: PageProps) {
  const s = useStyles();
  const [tab, setTab] = useState<'clients' | 'operators'>('clients');
  return (
    <PageFrame title={title} description={MESSAGES.descriptions.accountManage}>
      <div className={s.body}>
        <TabList
          aria-label={M.tabs}
          selectedValue={tab}
          onTabSelect={(_, d) => setTab(d.value === 'operators' ? 'operators' : 'clients')}
        >
          <Tab value="clients">{M.clientTab}</Tab>
          <Tab value="operators">{M.operatorTab}</Tab>
        </TabList>
        <div role="tabpanel" aria-label={tab === 'clients' ? M.clientTab : M.operatorTab}>
          {tab === 'clients' ? <ClientTable /> : <OperatorTable />}
        </div>
      </div>
    </PageFrame>
  );
}

/** 客户管理 (spec §2.2 agency/ClientManage): the client table. */
export function ClientManage({ title }: PageProps) {
  return (
    <PageFrame title={title} crumbs={crumbsOf('clients')} description={MESSAGES.descriptions.clientManage}>
      <ClientTable />
    </PageFrame>
  );
}

/** 运营人员管理 (spec §2.2 agency/OperatorManage): the operator table with roles. */
export function OperatorManage({ title }: PageProps) {
  return (
    <PageFrame title={title} crumbs={crumbsOf('operators')} description={MESSAGES.descriptions.operatorManage}>
      <OperatorTable />
    </PageFrame>
  );
}
